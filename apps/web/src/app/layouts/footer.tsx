import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';

/**
 * Spec §2: placeholder link groups with no targets, shown as plain text; the shop's own pages
 * among them (issue 19) are real links, to the text its admins write.
 */
const GROUPS = [
  { title: 'Services', items: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
  { title: 'Company', items: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
] as const;

const PAGE_LINKS: Partial<Record<string, string>> = {
  Contact: '/contact',
  'Terms of use': '/terms',
  'Privacy policy': '/privacy',
};

function FooterItem({ label }: { label: string }) {
  const to = PAGE_LINKS[label];
  return to ? (
    <Link to={to} className="link link-hover">
      {label}
    </Link>
  ) : (
    label
  );
}

export function Footer() {
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="footer mx-auto max-w-7xl gap-8 px-4 py-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <BrandMark />
          <p className="text-sm text-base-content/75">
            Pre-loved cameras from people who shoot. Buy, book and meet the seller.
          </p>
        </aside>
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.items.map((item) => (
                <li key={item}>
                  <FooterItem label={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-base-300 py-4 text-center text-xs text-base-content/75">
        © {new Date().getFullYear()} Refocus · open-source, self-hostable
      </p>
    </footer>
  );
}
