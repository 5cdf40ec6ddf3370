import { ThemeToggle } from '../../../components/theme-toggle';
import { AccountActions } from './account-actions';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavbarSearch } from './navbar-search';

/**
 * Spec §2 navigation on every page: logo, links, search (ours), theme, account actions.
 * One row from 360 px up in every state (issue 42, item 2): the links follow the logo rather
 * than sitting in a centre of their own, so the account side has the rest of the row; what
 * does not fit on a phone (theme, Logout) is in the site menu there.
 * Opaque, not frosted: a `backdrop-blur` under a sticky bar is drawn again on every scroll
 * and every change beneath it, which cost software-rendered pages (headless browsers, old
 * phones) about a tenth of their CPU while scrolling.
 */
export function Navbar() {
  return (
    <header data-site-navbar className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <div className="navbar mx-auto max-w-7xl gap-2 px-4">
        <div className="flex min-w-0 items-center gap-1">
          <MobileNav />
          <Logo />
          <DesktopNav />
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <NavbarSearch className="hidden w-40 md:block xl:w-52" popupAlign="end" />
          <ThemeToggle className="max-sm:hidden" />
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
