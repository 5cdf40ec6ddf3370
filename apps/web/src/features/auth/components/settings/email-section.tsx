import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { requestEmailChange } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Change the e-mail address: a link goes to the new one; the account moves when it is
 * followed. The current address gets a link that cancels the change (issue 41).
 */
export function EmailSection({ sensitive }: { sensitive: Sensitive }) {
  const { user } = useAuth();
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setBusy(true);
    setError(undefined);
    try {
      await sensitive(() => requestEmailChange(email));
      form.reset();
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.emailChangeSent));
    } catch (failure) {
      const message =
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({
              id: 'account.email.failed',
              defaultMessage: 'Could not change the address.',
            });
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="email-heading" className="card border border-base-300 bg-base-100">
      <form noValidate onSubmit={(e) => void submit(e)} className="card-body gap-4">
        <h2 id="email-heading" className="card-title">
          <FormattedMessage id="account.email.title" defaultMessage="E-mail address" />
        </h2>
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="account.email.explain"
            defaultMessage="Now: <b>{email}</b>. We send a link to the new address; your account moves there once you follow it. Your current address gets a link that cancels the change."
            values={{
              email: user?.email ?? '',
              b: (chunks) => <span className="font-medium">{chunks}</span>,
            }}
          />
        </p>
        <FormField
          label={intl.formatMessage({ id: 'account.email.newAddress', defaultMessage: 'New e-mail address' })}
          error={error}
        >
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" className="input w-full" />
          )}
        </FormField>
        <div>
          <BusyButton type="submit" busy={busy} className="btn btn-primary">
            <FormattedMessage id="account.email.submit" defaultMessage="Send confirmation link" />
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
