import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { useBrands } from '../../components/brands/use-brands';
import { LanguageMenu } from './language-menu';

/**
 * A brand's cameras on the public list: the brand pages themselves ask to log in first (spec §6).
 * Every brand of the menu (issue 44), in its order; none while the list loads.
 */
function useBrandCameraLinks(): FooterLink[] {
  const { data: brands = [] } = useBrands();
  const intl = useIntl();
  return brands.map((brand) => ({
    to: `/products?category=${brand.id}`,
    label: intl.formatMessage(
      { id: 'app.footer.brandCameras', defaultMessage: '{brand} cameras' },
      { brand: brand.name },
    ),
  }));
}

interface FooterLink {
  to: string;
  label: string;
}

const m = defineMessages({
  shop: { id: 'app.footer.shop', defaultMessage: 'Shop' },
  allCameras: { id: 'app.footer.allCameras', defaultMessage: 'All cameras' },
  help: { id: 'app.footer.help', defaultMessage: 'Help' },
  questions: { id: 'app.footer.questions', defaultMessage: 'Questions and answers' },
  contact: { id: 'app.footer.contact', defaultMessage: 'Contact' },
  meetingSafely: { id: 'app.footer.meetingSafely', defaultMessage: 'Meeting safely' },
  legal: { id: 'app.footer.legal', defaultMessage: 'Legal' },
  terms: { id: 'app.footer.terms', defaultMessage: 'Terms of use' },
  privacy: { id: 'app.footer.privacy', defaultMessage: 'Privacy policy' },
});

/**
 * Every item is a link to a page of this shop (issue 42, item 8): the spec's placeholder groups
 * (Branding, Jobs, Press kit…) had nowhere to go and are gone. Terms, Privacy and Contact are
 * the shop's own pages, written by its admins (issue 19).
 */
const GROUPS: { key: string; title: MessageDescriptor; links: { to: string; label: MessageDescriptor }[] }[] =
  [
    { key: 'shop', title: m.shop, links: [{ to: '/products', label: m.allCameras }] },
    {
      key: 'help',
      title: m.help,
      links: [
        { to: '/blogs', label: m.questions },
        { to: '/contact', label: m.contact },
        { to: '/safe-meetings', label: m.meetingSafely },
      ],
    },
    {
      key: 'legal',
      title: m.legal,
      links: [
        { to: '/terms', label: m.terms },
        { to: '/privacy', label: m.privacy },
      ],
    },
  ];

export function Footer() {
  const intl = useIntl();
  const brandLinks = useBrandCameraLinks();
  const groups = GROUPS.map((group) => {
    const links = group.links.map((link) => ({ to: link.to, label: intl.formatMessage(link.label) }));
    return {
      key: group.key,
      title: intl.formatMessage(group.title),
      links: group.key === 'shop' ? [...links, ...brandLinks] : links,
    };
  });
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="footer mx-auto max-w-7xl gap-8 px-4 py-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <BrandMark />
          <p className="text-sm text-base-content/75">
            <FormattedMessage
              id="app.footer.tagline"
              defaultMessage="Pre-loved cameras from people who shoot. Book online, meet the seller, pay in person."
            />
          </p>
          <LanguageMenu />
        </aside>
        {groups.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className="footer-title">
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
        <FormattedMessage
          id="app.footer.copyright"
          defaultMessage="© {year} Refocus · open-source, self-hostable"
          values={{ year: new Date().getFullYear() }}
        />
      </p>
    </footer>
  );
}
