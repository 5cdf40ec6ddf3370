import type { TotpEnrolment } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { confirmTotpEnrolment, disableTotp, mfaStatusQuery, startTotpEnrolment } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ConfirmAddressFirst } from './confirm-address-first';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

const m = defineMessages({
  failed: { id: 'account.twoStep.failed', defaultMessage: 'Something went wrong.' },
  codeLabel: { id: 'account.twoStep.codeLabel', defaultMessage: 'Code from your app' },
  codeOrRecoveryLabel: {
    id: 'account.twoStep.codeOrRecoveryLabel',
    defaultMessage: 'Code from your app, or a recovery code',
  },
});

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Two-step sign-in with an authenticator app: enrol with the QR code (or the secret typed
 * in) and a first code, get 10 recovery codes once (in a dialog that stays until they are
 * saved), turn it off with a code.
 */
export function TwoStepSection({ sensitive }: { sensitive: Sensitive }) {
  const { user } = useAuth();
  const intl = useIntl();
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
      const message = failure instanceof Error ? failure.message : intl.formatMessage(m.failed);
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
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.twoStepOn));
      await refresh();
    });
  };
  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void attempt(async () => {
      await sensitive(() => disableTotp(code));
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.twoStepOff));
      await refresh();
    });
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <section aria-labelledby="two-step-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="two-step-heading" className="card-title">
          <FormattedMessage id="account.twoStep.title" defaultMessage="Two-step sign-in" />
          {status.data && (
            <span className={`badge badge-sm ${enabled ? 'badge-success' : 'badge-ghost'}`}>
              {enabled ? (
                <FormattedMessage id="account.twoStep.on" defaultMessage="On" />
              ) : (
                <FormattedMessage id="account.twoStep.off" defaultMessage="Off" />
              )}
            </span>
          )}
        </h2>
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="account.twoStep.explain"
            defaultMessage="Signing in then also asks for a code from an authenticator app on your phone."
          />
          {enabled && status.data && ' '}
          {enabled && status.data && (
            <FormattedMessage
              id="account.twoStep.codesLeft"
              defaultMessage="{count, plural, one {# recovery code left.} other {# recovery codes left.}}"
              values={{ count: status.data.recoveryCodesLeft }}
            />
          )}
        </p>

        {recoveryCodes && (
          <RecoveryCodesDialog codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />
        )}

        {!enabled && !enrolment && user && !user.emailVerified && (
          <ConfirmAddressFirst what="two-step" email={user.email} />
        )}

        {!enabled && !enrolment && user?.emailVerified && (
          <div>
            <BusyButton busy={busy} className="btn btn-primary" onClick={() => void start()}>
              <FormattedMessage id="account.twoStep.setUp" defaultMessage="Set up two-step sign-in" />
            </BusyButton>
          </div>
        )}

        {!enabled && enrolment && (
          <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
            <p className="text-sm">
              <FormattedMessage
                id="account.twoStep.scan"
                defaultMessage="Scan this code with your authenticator app, then enter the code it shows."
              />
            </p>
            <img
              src={enrolment.qrCode}
              alt={intl.formatMessage({
                id: 'account.twoStep.qrAlt',
                defaultMessage: 'QR code for your authenticator app',
              })}
              className="size-48 bg-white p-2"
            />
            <p className="text-sm">
              <FormattedMessage
                id="account.twoStep.typeKey"
                defaultMessage="Or type this key: <code>{secret}</code>"
                values={{
                  secret: enrolment.secret,
                  code: (chunks) => (
                    <code data-testid="totp-secret" className="font-mono break-all">
                      {chunks}
                    </code>
                  ),
                }}
              />
            </p>
            <FormField label={intl.formatMessage(m.codeLabel)} error={error}>
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
                <FormattedMessage id="account.twoStep.turnOn" defaultMessage="Turn on" />
              </BusyButton>
            </div>
          </form>
        )}

        {enabled && (
          <form noValidate onSubmit={disable} className="flex flex-col gap-4">
            <FormField label={intl.formatMessage(m.codeOrRecoveryLabel)} error={error}>
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
                <FormattedMessage id="account.twoStep.turnOff" defaultMessage="Turn off two-step sign-in" />
              </BusyButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
