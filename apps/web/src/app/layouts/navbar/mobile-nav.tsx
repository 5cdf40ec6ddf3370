import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../../components/icons';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useAuth } from '../../../lib/use-auth';
import { useDismiss } from '../../../lib/use-dismiss';
import { type NavItem, PRIMARY_LINK, SECONDARY_LINKS, useBrandLinks } from './nav-items';
import { NavbarSearch } from './navbar-search';
import { useLogout } from './use-logout';

/** The navigation links behind a menu button, below large screens. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, close, container, button);
  const { user } = useAuth();
  const logout = useLogout();
  const brandLinks = useBrandLinks();
  const intl = useIntl();

  const item = (link: NavItem) => (
    <li key={link.to}>
      <NavLink to={link.to} onClick={close} className={({ isActive }) => (isActive ? 'menu-active' : '')}>
        {typeof link.label === 'string' ? link.label : intl.formatMessage(link.label)}
      </NavLink>
    </li>
  );

  return (
    <nav
      ref={container}
      aria-label={intl.formatMessage({ id: 'app.navbar.main', defaultMessage: 'Main' })}
      className="relative lg:hidden"
    >
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square btn-sm"
        aria-label={intl.formatMessage({ id: 'app.navbar.siteMenu', defaultMessage: 'Site menu' })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon className="size-5" />
      </button>
      {open && (
        <ul
          id={listId}
          className="menu absolute top-full start-0 z-40 mt-2 max-h-[calc(100dvh-5rem)] w-60 flex-nowrap overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          {/* Phones have no room for it in the bar: the search is the menu's first item. */}
          <li className="mb-1 md:hidden">
            <NavbarSearch className="p-0 hover:bg-transparent" onSearch={close} />
          </li>
          {item(PRIMARY_LINK)}
          <li>
            <h2 className="menu-title text-base-content/75">
              <FormattedMessage id="app.navbar.brand" defaultMessage="Brand" />
            </h2>
            <ul>{brandLinks.map(item)}</ul>
          </li>
          {SECONDARY_LINKS.map(item)}
          {/* What the bar has no room for on a phone (issue 42, item 2). */}
          <li className="mt-1 border-t border-base-300 pt-1 sm:hidden">
            <ThemeToggle withText />
          </li>
          {user && (
            <li className="sm:hidden">
              <button
                type="button"
                onClick={() => {
                  close();
                  logout();
                }}
              >
                <FormattedMessage id="app.navbar.logout" defaultMessage="Logout" />
              </button>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
