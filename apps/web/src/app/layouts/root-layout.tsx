import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { VerifyEmailNotice } from '../../features/auth/components/verify-email-notice';
import { AuthGate } from '../auth-gate';

/**
 * Wraps every screen: the auth gate, a progress bar while a route loads, scroll restoration,
 * and the "confirm your e-mail address" notice for a signed-in user who has not yet.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <AuthGate>
      {navigation.state !== 'idle' && <PageProgress />}
      <ScrollRestoration />
      <VerifyEmailNotice />
      <Outlet />
    </AuthGate>
  );
}
