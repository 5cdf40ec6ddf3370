import { MAX_IMAGE_BYTES } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { type ChangeEvent, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { UserAvatar } from '../../../../components/user-avatar';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { ACCOUNT_MESSAGES } from './account-messages';

const MAX_MB = Math.floor(MAX_IMAGE_BYTES / 1024 / 1024);

const m = defineMessages({
  notAnImage: {
    id: 'account.photo.notAnImage',
    defaultMessage: 'Choose an image file (JPEG, PNG, WebP, AVIF or GIF).',
  },
  failed: { id: 'account.photo.failed', defaultMessage: 'Could not save the photo.' },
  change: { id: 'account.photo.change', defaultMessage: 'Change photo' },
  add: { id: 'account.photo.add', defaultMessage: 'Add a photo' },
});

/** What the browser can tell before sending: not an image, or too large (the server judges the rest). */
function problemWith(intl: IntlShape, file: File): string | undefined {
  if (!file.type.startsWith('image/')) return intl.formatMessage(m.notAnImage);
  if (file.size > MAX_IMAGE_BYTES)
    return intl.formatMessage(
      { id: 'account.photo.tooLarge', defaultMessage: 'The photo must be at most {max} MB.' },
      { max: MAX_MB },
    );
  return undefined;
}

/**
 * The profile photo: chosen, it is uploaded at once to our image host (re-encoded as a small
 * square, its metadata dropped); removed, the initials show again.
 */
export function ProfilePhotoField({ name, photoURL }: { name: string; photoURL: string | null }) {
  const { setPhoto } = useAuth();
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const save = async (file: File | null) => {
    setBusy(file ? 'upload' : 'remove');
    setError(undefined);
    try {
      await setPhoto(file);
      toast.success(intl.formatMessage(file ? ACCOUNT_MESSAGES.photoSaved : ACCOUNT_MESSAGES.photoRemoved));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : intl.formatMessage(m.failed);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after an error still counts as a change.
    input.value = '';
    if (!file) return;
    const problem = problemWith(intl, file);
    if (problem) {
      setError(problem);
      return;
    }
    void save(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={name} photoURL={photoURL} size="lg" />
      <FormField
        className="min-w-0 grow"
        label={intl.formatMessage(photoURL ? m.change : m.add)}
        error={error}
        hint={intl.formatMessage(
          {
            id: 'account.photo.hint',
            defaultMessage: 'JPEG, PNG, WebP, AVIF or GIF, up to {max} MB. It is cropped to a square.',
          },
          { max: MAX_MB },
        )}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            disabled={busy !== null}
            onChange={choose}
            className="file-input w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
      {photoURL && (
        <BusyButton
          busy={busy === 'remove'}
          disabled={busy === 'upload'}
          className="btn btn-ghost btn-sm"
          onClick={() => void save(null)}
        >
          <FormattedMessage id="account.photo.remove" defaultMessage="Remove photo" />
        </BusyButton>
      )}
      {busy === 'upload' && (
        <span role="status" className="text-sm">
          <FormattedMessage id="account.photo.uploading" defaultMessage="Uploading…" />
        </span>
      )}
    </div>
  );
}
