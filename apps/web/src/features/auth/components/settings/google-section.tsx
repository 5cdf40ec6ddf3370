import { useState } from 'react';
import { BusyButton } from '../../../../components/busy-button';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { startGoogleLink } from '../../api/account';
import { createGooglePopup } from '../../google-popup';
import { popupClosedByUser } from '../../popup-closed';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ConfirmAddressFirst } from './confirm-address-first';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/** Link a Google account from settings: a recent sign-in, then the Google popup. */
export function GoogleSection({ sensitive }: { sensitive: Sensitive }) {
  const { user, signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  const linked = user?.providerData.some((p) => p.providerId === 'google.com') ?? false;

  const link = async () => {
    setBusy(true);
    try {
      await sensitive(startGoogleLink);
      const outcome = await createGooglePopup(window)();
      if (outcome === 'closed') throw popupClosedByUser();
      // Take up the session again so the user's providers show Google.
      await signInWithGoogle(Promise.resolve(outcome)).catch(() => undefined);
      toast.success(ACCOUNT_MESSAGES.googleLinked);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not link Google.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="google-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="google-heading" className="card-title">
          Google
        </h2>
        {linked ? (
          <p className="text-sm">Your Google account is linked: you can sign in with it.</p>
        ) : user && !user.emailVerified ? (
          <ConfirmAddressFirst what="link a Google account" email={user.email} />
        ) : (
          <>
            <p className="text-sm text-base-content/80">Link your Google account to sign in with it too.</p>
            <div>
              <BusyButton busy={busy} className="btn btn-outline" onClick={() => void link()}>
                Link Google account
              </BusyButton>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
