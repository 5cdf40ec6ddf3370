import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { ACCOUNT_MESSAGES } from './account-messages';

/** Display name and photo (the photo shows in the navbar). */
export function ProfileSection() {
  const { user, updateProfile } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const [photo, setPhoto] = useState(user?.photoURL ?? '');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateProfile({ displayName: name, photoURL: photo.trim() || null });
      toast.success(ACCOUNT_MESSAGES.profileSaved);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Could not save.';
      const field = (failure as { field?: string }).field;
      setError({ message, ...(field ? { field } : {}) });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="profile-heading" className="card border border-base-300 bg-base-100">
      <form noValidate onSubmit={(e) => void submit(e)} className="card-body gap-4">
        <h2 id="profile-heading" className="card-title">
          Profile
        </h2>
        <div className="flex items-center gap-4">
          {photo ? (
            <img src={photo} alt="" className="size-16 rounded-full object-cover" />
          ) : (
            <div
              className="flex size-16 items-center justify-center rounded-full bg-base-300 text-2xl font-bold"
              aria-hidden="true"
            >
              {(name || '?').slice(0, 1).toUpperCase()}
            </div>
          )}
          <p className="text-sm text-base-content/75">{user?.email}</p>
        </div>
        <FormField label="Display name" error={error?.field === 'displayName' ? error.message : undefined}>
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
        <FormField
          label="Photo URL"
          hint="An address of an image, e.g. one you uploaded with a listing."
          error={error?.field === 'photoURL' ? error.message : undefined}
        >
          {(control) => (
            <input
              {...control}
              value={photo}
              onChange={(e) => setPhoto(e.target.value)}
              type="url"
              className="input w-full"
            />
          )}
        </FormField>
        <div>
          <BusyButton type="submit" busy={busy} className="btn btn-primary">
            Save profile
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
