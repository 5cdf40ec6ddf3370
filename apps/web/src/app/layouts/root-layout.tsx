import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { AuthGate } from '../auth-gate';

/** Wraps every screen: the auth gate, a progress bar while a route loads, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <AuthGate>
      {navigation.state !== 'idle' && <PageProgress />}
      <ScrollRestoration />
      <Outlet />
    </AuthGate>
  );
}
