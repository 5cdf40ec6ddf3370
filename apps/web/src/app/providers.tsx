import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { AuthProvider } from '../features/auth/auth-provider';
import type { SessionManager } from '../features/auth/session-manager';

interface AppProvidersProps {
  queryClient: QueryClient;
  session: SessionManager;
  children: ReactNode;
}

/** App-wide context: the query cache, then the session (it drops cached answers on a change of user). */
export function AppProviders({ queryClient, session, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={session}>
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
