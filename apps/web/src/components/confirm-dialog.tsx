import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton } from './busy-button';
import { Modal } from './modal';

interface ConfirmButtonProps {
  /** What the trigger button shows, e.g. "Delete". */
  children: ReactNode;
  /**
   * The trigger's accessible name when its text is not enough, e.g. "Delete Ben Ortiz": it starts
   * with the text shown, so voice control finds it by what it says (WCAG 2.5.3).
   */
  ariaLabel?: string;
  className?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting. */
  dismissLabel?: string;
  /** Styles the confirm button as dangerous (deletes, declines, cancels). */
  danger?: boolean;
  disabled?: boolean;
  /** Runs the action; the dialog stays open with a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks "are you sure?" in a modal before it does something hard to undo. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { children, ariaLabel, className = 'btn btn-sm', title, message, confirmLabel } = props;
  const intl = useIntl();
  const dismissLabel =
    props.dismissLabel ?? intl.formatMessage({ id: 'components.confirm.goBack', defaultMessage: 'Go back' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } catch {
      // The action reports its own failure (a toast); the dialog just closes.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        disabled={props.disabled}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="py-4 text-base-content/80">{message}</div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={busy}>
            {dismissLabel}
          </button>
          <BusyButton
            className={`btn ${props.danger ? 'btn-error' : 'btn-primary'}`}
            onClick={() => void confirm()}
            busy={busy}
          >
            {confirmLabel}
          </BusyButton>
        </div>
      </Modal>
    </>
  );
}
