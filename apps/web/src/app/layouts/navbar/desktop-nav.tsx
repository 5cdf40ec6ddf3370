import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { BrandDropdown } from './brand-dropdown';
import { type NavItem, PRIMARY_LINK, SECONDARY_LINKS } from './nav-items';

function Item({ link }: { link: NavItem }) {
  const intl = useIntl();
  return (
    <li>
      <NavLink
        to={link.to}
        className={({ isActive }) => `btn btn-ghost btn-sm font-medium ${isActive ? 'bg-base-200' : ''}`}
      >
        {typeof link.label === 'string' ? link.label : intl.formatMessage(link.label)}
      </NavLink>
    </li>
  );
}

/** The navigation links in one row, from large screens up. */
export function DesktopNav() {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'app.navbar.main', defaultMessage: 'Main' })}
      className="ms-4 hidden lg:block"
    >
      <ul className="flex items-center gap-1">
        <Item link={PRIMARY_LINK} />
        <li>
          <BrandDropdown />
        </li>
        {SECONDARY_LINKS.map((link) => (
          <Item key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}
