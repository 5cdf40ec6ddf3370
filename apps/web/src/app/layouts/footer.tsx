import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { useBrands } from '../../components/brands/use-brands';
import type { NavItem } from './navbar/nav-items';

/**
 * A brand's cameras on the public list: the brand pages themselves ask to log in first (spec §6).
 * Every brand of the menu (issue 44), in its order; none while the list loads.
 */
function useBrandCameraLinks(): NavItem[] {
  const { data: brands = [] } = useBrands();
  return brands.map((brand) => ({ to: `/products?category=${brand.id}`, label: `${brand.name} cameras` }));
}

/**
 * Every item is a link to a page of this shop (issue 42, item 8): the spec's placeholder groups
 * (Branding, Jobs, Press kit…) had nowhere to go and are gone. Terms, Privacy and Contact are
 * the shop's own pages, written by its admins (issue 19).
 */
const GROUPS: { title: string; links: NavItem[] }[] = [
  { title: 'Shop', links: [{ to: '/products', label: 'All cameras' }] },
  {
    title: 'Help',
    links: [
      { to: '/blogs', label: 'Questions and answers' },
      { to: '/contact', label: 'Contact' },
      { to: '/safe-meetings', label: 'Meeting safely' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of use' },
      { to: '/privacy', label: 'Privacy policy' },
    ],
  },
];

export function Footer() {
  const brandLinks = useBrandCameraLinks();
  const groups = GROUPS.map((group) =>
    group.title === 'Shop' ? { ...group, links: [...group.links, ...brandLinks] } : group,
  );
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="footer mx-auto max-w-7xl gap-8 px-4 py-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <BrandMark />
          <p className="text-sm text-base-content/75">
            Pre-loved cameras from people who shoot. Book online, meet the seller, pay in person.
          </p>
        </aside>
        {groups.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="footer-title">
              {group.title}
            </h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="link link-hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-base-300 py-4 text-center text-xs text-base-content/75">
        © {new Date().getFullYear()} Refocus · open-source, self-hostable
      </p>
    </footer>
  );
}
