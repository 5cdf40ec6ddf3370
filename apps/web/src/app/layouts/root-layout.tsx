import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { AuthGate } from '../auth-gate';
import { useSignedInUi } from '../signed-in-ui';

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

/** From the signed-in chunk: nobody signed out needs it (the auth gate waits for it on a restore). */
function VerifyEmailNotice() {
  const { module } = useSignedInUi();
  return module && <module.VerifyEmailNotice />;
}
