import { MESSAGES } from '@refocus/contract';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { toastAuthError } from '../auth-errors';
import { type PendingSignIn, pendingSignInOf } from '../pending-sign-in';

/** The Google button's click: popup, then the session, then the spec's toast. */
export function useGoogleSignIn(
  redirect: { begin(): void; fail(): void },
  onPending: (step: PendingSignIn) => void = () => {},
) {
  const { signInWithGoogle } = useAuth();
  return () => {
    redirect.begin();
    signInWithGoogle().then(
      () => toast.success(MESSAGES.googleLoggedIn),
      (error: unknown) => {
        // The popup already open goes on; its outcome decides.
        if (error instanceof ApiError && error.code === 'auth/cancelled-popup-request') return;
        const step = pendingSignInOf(error);
        if (step) {
          onPending(step);
          return;
        }
        redirect.fail();
        toastAuthError(error);
      },
    );
  };
}
