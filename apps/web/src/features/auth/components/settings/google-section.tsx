import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { startGoogleLink } from '../../api/account';
import { errorMessage } from '../../auth-errors';
import { createGooglePopup } from '../../google-popup';
import { popupClosedByUser } from '../../popup-closed';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ConfirmAddressFirst } from './confirm-address-first';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/** Link a Google account from settings: a recent sign-in, then the Google popup. */
export function GoogleSection({ sensitive }: { sensitive: Sensitive }) {
  const { user, signInWithGoogle } = useAuth();
  const intl = useIntl();
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
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.googleLinked));
    } catch (failure) {
      toast.error(
        errorMessage(intl, failure, {
          id: 'account.google.failed',
          defaultMessage: 'Could not link Google.',
        }),
      );
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
          <p className="text-sm">
            <FormattedMessage
              id="account.google.linked"
              defaultMessage="Your Google account is linked: you can sign in with it."
            />
          </p>
        ) : user && !user.emailVerified ? (
          <ConfirmAddressFirst what="google" email={user.email} />
        ) : (
          <>
            <p className="text-sm text-base-content/80">
              <FormattedMessage
                id="account.google.explain"
                defaultMessage="Link your Google account to sign in with it too."
              />
            </p>
            <div>
              <BusyButton busy={busy} className="btn btn-outline" onClick={() => void link()}>
                <FormattedMessage id="account.google.link" defaultMessage="Link Google account" />
              </BusyButton>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
