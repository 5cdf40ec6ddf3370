import { type DeferredState, deferredModule, useDeferredModule } from '../lib/deferred-module';
import { useAuth } from '../lib/use-auth';

/**
 * What only a signed-in visitor sees (the navbar's account links with the bell and unread
 * count, live updates, the "confirm your e-mail address" notice) is a chunk of its own, so
 * the storefront's first view, drawn for signed-out visitors, does not download it
 * (decision 049). It loads beside a session restore (main.tsx), on the way to the sign-in
 * screens (router.tsx) and whenever a user is signed in.
 */
export const signedInUi = deferredModule(() => import('./signed-in-parts'));

export type SignedInUi = DeferredState<typeof import('./signed-in-parts')>;

/** The chunk's state, asked for while someone is signed in. */
export function useSignedInUi(): SignedInUi {
  const { user } = useAuth();
  return useDeferredModule(signedInUi, user !== null);
}
