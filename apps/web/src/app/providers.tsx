import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * App-wide context. The auth provider (session, role flags) goes here later, inside the
 * query client so it can use queries and around the router so guards can read it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
