import { defineMessages } from '@refocus/i18n';
import { useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import type { AddStage } from '../use-add-product';

const LABELS = defineMessages({
  idle: { id: 'listings.submit.checking', defaultMessage: 'Checking…' },
  uploading: { id: 'listings.submit.uploading', defaultMessage: 'Uploading photo…' },
  saving: { id: 'listings.submit.saving', defaultMessage: 'Saving listing…' },
}) satisfies Record<AddStage, unknown>;

/** Add Product's (and Save changes') button: says what is happening and cannot be pressed twice. */
export function SubmitButton({ stage, busy, label }: { stage: AddStage; busy: boolean; label?: string }) {
  const intl = useIntl();
  return (
    <BusyButton type="submit" className="btn btn-primary w-full sm:w-auto" busy={busy} aria-busy={busy}>
      {busy
        ? intl.formatMessage(LABELS[stage])
        : (label ?? intl.formatMessage({ id: 'listings.submit.add', defaultMessage: 'Add Product' }))}
    </BusyButton>
  );
}
