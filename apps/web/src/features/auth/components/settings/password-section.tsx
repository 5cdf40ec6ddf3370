import { PASSWORD_MIN } from '@refocus/contract';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { changePassword } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

/** A new password, proved by the current one; the server signs out every other session. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { user, adoptAccessToken } = useAuth();
  const intl = useIntl();
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPassword = user?.providerData.some((p) => p.providerId === 'password') ?? false;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      adoptAccessToken(
        await changePassword(String(data.get('currentPassword')), String(data.get('newPassword'))),
      );
      form.reset();
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.passwordChanged));
      onChanged();
    } catch (failure) {
      const message =
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({
              id: 'account.password.failed',
              defaultMessage: 'Could not change the password.',
            });
      setError({ field: failure instanceof ApiError ? failure.field : undefined, message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  if (!hasPassword) return null;
  return (
    <section aria-labelledby="password-heading" className="card border border-base-300 bg-base-100">
      <form noValidate onSubmit={(e) => void submit(e)} className="card-body gap-4">
        <h2 id="password-heading" className="card-title">
          <FormattedMessage id="account.password.title" defaultMessage="Password" />
        </h2>
        <FormField
          label={intl.formatMessage({ id: 'account.password.current', defaultMessage: 'Current password' })}
          error={error?.field === 'currentPassword' ? error.message : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              className="input w-full"
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'account.password.new', defaultMessage: 'New password' })}
          hint={intl.formatMessage(
            { id: 'account.password.hint', defaultMessage: 'At least {min} characters.' },
            { min: PASSWORD_MIN },
          )}
          error={error?.field === 'newPassword' ? error.message : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              className="input w-full"
            />
          )}
        </FormField>
        <div>
          <BusyButton type="submit" busy={busy} className="btn btn-primary">
            <FormattedMessage id="account.password.submit" defaultMessage="Change password" />
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
