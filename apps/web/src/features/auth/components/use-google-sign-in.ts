import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-error';
import { SUCCESS } from '../../../lib/success-messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { toastAuthError } from '../auth-errors';
import { createGooglePopup } from '../google-popup';
import { type PendingSignIn, pendingSignInOf } from '../pending-sign-in';

/** The Google button's click: popup, then the session, then the spec's toast. */
export function useGoogleSignIn(
  redirect: { begin(): void; fail(): void },
  onPending: (step: PendingSignIn) => void = () => {},
) {
  const { signInWithGoogle } = useAuth();
  const intl = useIntl();
  const openPopup = useMemo(() => createGooglePopup(window), []);
  return () => {
    redirect.begin();
    // Opened now, inside the click, or the browser blocks it.
    signInWithGoogle(openPopup()).then(
      () => toast.success(intl.formatMessage(SUCCESS.loggedIn)),
      (error: unknown) => {
        // The popup already open goes on; its outcome decides.
        if (error instanceof ApiError && error.code === 'auth/cancelled-popup-request') return;
        const step = pendingSignInOf(error);
        if (step) {
          onPending(step);
          return;
        }
        redirect.fail();
        toastAuthError(intl, error);
      },
    );
  };
}
