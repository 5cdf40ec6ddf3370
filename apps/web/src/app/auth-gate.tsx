import { type ReactNode, useRef } from 'react';
import { PageProgress } from '../components/page-progress';
import { useAuth } from '../lib/use-auth';
import { useSignedInUi } from './signed-in-ui';

/**
 * Spec §2: "While the auth state is loading, a progress bar replaces everything." Until the
 * first answer about the session it does, and for a restored session until the signed-in
 * chunk is here too (it loads beside the restore), so the navbar's account links draw with
 * the page instead of after it. While a sign-in runs later the bar shows above the page
 * instead, so the form and what was typed stay.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { ready, loading, user } = useAuth();
  const signedInUi = useSignedInUi();
  const drawn = useRef(false);
  const chunkPending = signedInUi.status === 'idle' || signedInUi.status === 'loading';
  if (!ready || (!drawn.current && user && chunkPending)) return <PageProgress />;
  drawn.current = true;
  return (
    <>
      {loading && <PageProgress />}
      {children}
    </>
  );
}
