import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { DemoNotice } from './demo-notice';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';

/** Spec §2 public layout: navbar, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoNotice />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
