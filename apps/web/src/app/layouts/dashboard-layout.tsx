import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { PanelLeftIcon } from '../../components/icons';
import { SkipLink } from '../../components/skip-link';
import { TwoStepPrompt } from '../../features/auth/components/two-step-prompt';
import { useAuth } from '../../lib/use-auth';
import { DashboardDrawer } from './dashboard-drawer';
import { DemoNotice } from './demo-notice';
import { drawerLinks } from './drawer-links';
import { Navbar } from './navbar/navbar';
import { useDrawer } from './use-drawer';

/**
 * Spec §2 dashboard layout: navbar, side drawer, content. The drawer sits beside the
 * content from large screens up; below, a menu button above the content slides it in.
 */
export function DashboardLayout() {
  // The dashboard is signed-in only (router guard); a missing role is a plain buyer's.
  const { role } = useAuth();
  const intl = useIntl();
  const toggleId = useId();
  const drawerId = useId();
  const { open, setOpen, close, button } = useDrawer(drawerId);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoNotice />
      <Navbar />
      <div className="drawer flex-1 lg:drawer-open">
        {/* daisyUI drives the drawer from this checkbox; the menu button is the real control. */}
        <input
          id={toggleId}
          type="checkbox"
          className="drawer-toggle"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <main id="main" tabIndex={-1} className="drawer-content min-w-0 p-4 focus:outline-none sm:p-8">
          <button
            ref={button}
            type="button"
            className="btn btn-outline btn-sm mb-6 lg:hidden"
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen((value) => !value)}
          >
            <PanelLeftIcon className="size-4" />
            <FormattedMessage id="app.dashboard.menu" defaultMessage="Dashboard menu" />
          </button>
          <TwoStepPrompt />
          <Outlet />
        </main>
        <div className="drawer-side z-40 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
          <button
            type="button"
            className="drawer-overlay lg:hidden"
            aria-label={intl.formatMessage({
              id: 'app.dashboard.closeMenu',
              defaultMessage: 'Close dashboard menu',
            })}
            tabIndex={-1}
            onClick={close}
          />
          <DashboardDrawer id={drawerId} links={drawerLinks(role ?? 'buyer')} onNavigate={close} />
        </div>
      </div>
    </div>
  );
}
