import type { TotpEnrolment } from '@refocus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { confirmTotpEnrolment, disableTotp, mfaStatusQuery, startTotpEnrolment } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ConfirmAddressFirst } from './confirm-address-first';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Two-step sign-in with an authenticator app: enrol with the QR code (or the secret typed
 * in) and a first code, get 10 recovery codes once (in a dialog that stays until they are
 * saved), turn it off with a code.
 */
export function TwoStepSection({ sensitive }: { sensitive: Sensitive }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const status = useQuery(mfaStatusQuery());
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Something went wrong.';
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account', 'mfa'] });

  const start = () => attempt(async () => setEnrolment(await sensitive(startTotpEnrolment)));
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void attempt(async () => {
      const answer = await confirmTotpEnrolment(code);
      setEnrolment(null);
      setRecoveryCodes(answer.recoveryCodes);
      toast.success(ACCOUNT_MESSAGES.twoStepOn);
      await refresh();
    });
  };
  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void attempt(async () => {
      await sensitive(() => disableTotp(code));
      toast.success(ACCOUNT_MESSAGES.twoStepOff);
      await refresh();
    });
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <section aria-labelledby="two-step-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="two-step-heading" className="card-title">
          Two-step sign-in
          {status.data && (
            <span className={`badge badge-sm ${enabled ? 'badge-success' : 'badge-ghost'}`}>
              {enabled ? 'On' : 'Off'}
            </span>
          )}
        </h2>
        <p className="text-sm text-base-content/80">
          Signing in then also asks for a code from an authenticator app on your phone.
          {enabled && status.data && ` ${status.data.recoveryCodesLeft} recovery codes left.`}
        </p>

        {recoveryCodes && (
          <RecoveryCodesDialog codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />
        )}

        {!enabled && !enrolment && user && !user.emailVerified && (
          <ConfirmAddressFirst what="set up two-step sign-in" email={user.email} />
        )}

        {!enabled && !enrolment && user?.emailVerified && (
          <div>
            <BusyButton busy={busy} className="btn btn-primary" onClick={() => void start()}>
              Set up two-step sign-in
            </BusyButton>
          </div>
        )}

        {!enabled && enrolment && (
          <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
            <p className="text-sm">
              Scan this code with your authenticator app, then enter the code it shows.
            </p>
            <img
              src={enrolment.qrCode}
              alt="QR code for your authenticator app"
              className="size-48 bg-white p-2"
            />
            <p className="text-sm">
              Or type this key:{' '}
              <code data-testid="totp-secret" className="font-mono break-all">
                {enrolment.secret}
              </code>
            </p>
            <FormField label="Code from your app" error={error}>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="input w-full max-w-xs"
                />
              )}
            </FormField>
            <div>
              <BusyButton type="submit" busy={busy} className="btn btn-primary">
                Turn on
              </BusyButton>
            </div>
          </form>
        )}

        {enabled && (
          <form noValidate onSubmit={disable} className="flex flex-col gap-4">
            <FormField label="Code from your app, or a recovery code" error={error}>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  autoComplete="one-time-code"
                  className="input w-full max-w-xs"
                />
              )}
            </FormField>
            <div>
              <BusyButton type="submit" busy={busy} className="btn btn-outline btn-error">
                Turn off two-step sign-in
              </BusyButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
