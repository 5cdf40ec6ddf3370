import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ProfilePhotoField } from './profile-photo-field';

/** Display name and photo (the photo shows in the navbar and on the dashboard). */
export function ProfileSection() {
  const { user, updateProfile } = useAuth();
  const intl = useIntl();
  const [name, setName] = useState(user?.displayName ?? '');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The name alone: the photo is saved by its own control as soon as it is chosen.
      await updateProfile({ displayName: name });
      toast.success(intl.formatMessage(ACCOUNT_MESSAGES.profileSaved));
    } catch (failure) {
      const message =
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({ id: 'account.profile.failed', defaultMessage: 'Could not save.' });
      const field = (failure as { field?: string }).field;
      setError({ message, ...(field ? { field } : {}) });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="profile-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="profile-heading" className="card-title">
          <FormattedMessage id="account.profile.title" defaultMessage="Profile" />
        </h2>
        <p className="text-sm text-base-content/75">{user?.email}</p>
        {user && <ProfilePhotoField name={name || user.displayName} photoURL={user.photoURL} />}
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <FormField
            label={intl.formatMessage({ id: 'account.profile.displayName', defaultMessage: 'Display name' })}
            error={error?.field === 'displayName' ? error.message : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
                className="input w-full"
              />
            )}
          </FormField>
          <div>
            <BusyButton type="submit" busy={busy} className="btn btn-primary">
              <FormattedMessage id="account.profile.submit" defaultMessage="Save profile" />
            </BusyButton>
          </div>
        </form>
      </div>
    </section>
  );
}
