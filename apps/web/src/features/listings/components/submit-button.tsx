import { BusyButton } from '../../../components/busy-button';
import type { AddStage } from '../use-add-product';

const LABELS: Record<AddStage, string> = {
  idle: 'Checking…',
  uploading: 'Uploading photo…',
  saving: 'Saving listing…',
};

/** Add Product's (and Save changes') button: says what is happening and cannot be pressed twice. */
export function SubmitButton({
  stage,
  busy,
  label = 'Add Product',
}: {
  stage: AddStage;
  busy: boolean;
  label?: string;
}) {
  return (
    <BusyButton type="submit" className="btn btn-primary w-full sm:w-auto" busy={busy} aria-busy={busy}>
      {busy ? LABELS[stage] : label}
    </BusyButton>
  );
}
