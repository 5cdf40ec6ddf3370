import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { UnreadBadge } from '../../features/conversations/components/unread-badge';
import { type DrawerLink, MESSAGES_PATH } from './drawer-links';

interface DashboardDrawerProps {
  id: string;
  links: DrawerLink[];
  onNavigate: () => void;
}

/** The side drawer's contents: the role's links (spec §2). */
export function DashboardDrawer({ id, links, onNavigate }: DashboardDrawerProps) {
  const intl = useIntl();
  return (
    <nav
      id={id}
      aria-label={intl.formatMessage({ id: 'app.drawer.label', defaultMessage: 'Dashboard' })}
      className="min-h-full w-64 border-e border-base-300 bg-base-200 p-4"
    >
      <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-base-content/75">
        <FormattedMessage id="app.drawer.title" defaultMessage="Dashboard" />
      </p>
      <ul className="menu w-full gap-1 p-0">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? 'menu-active' : '')}
            >
              {intl.formatMessage(link.label)}
              {link.to === MESSAGES_PATH && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
