import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/use-auth';
import { loadLiveUpdates } from './signed-in-chunks';

// The event stream and what it refreshes are a chunk of their own: an anonymous visitor
// never opens a stream, so the first view's entry chunk need not carry it.
const LiveUpdates = lazy(async () => ({ default: (await loadLiveUpdates()).LiveUpdates }));

/** Follows the user's live events (live-updates.tsx) while someone is signed in; nothing otherwise. */
export function SignedInLiveUpdates() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}
