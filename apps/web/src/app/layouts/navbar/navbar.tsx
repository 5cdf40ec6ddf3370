import { ThemeToggle } from '../../../components/theme-toggle';
import { AccountActions } from './account-actions';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavbarSearch } from './navbar-search';

/**
 * Spec §2 navigation on every page: logo, links, search (ours), theme, account actions.
 * Opaque, not frosted: a `backdrop-blur` under a sticky bar is drawn again on every scroll
 * and every change beneath it, which cost software-rendered pages (headless browsers, old
 * phones) about a tenth of their CPU while scrolling.
 */
export function Navbar() {
  return (
    <header data-site-navbar className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <div className="navbar mx-auto max-w-7xl gap-2 px-4">
        <div className="navbar-start gap-1">
          <MobileNav />
          <Logo />
        </div>
        <div className="navbar-center">
          <DesktopNav />
        </div>
        <div className="navbar-end gap-2">
          <NavbarSearch className="hidden w-40 md:block xl:w-52" />
          <ThemeToggle />
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
