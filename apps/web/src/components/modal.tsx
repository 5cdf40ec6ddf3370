import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

interface ModalProps {
  open: boolean;
  /** Called however the dialog closes: Escape, the backdrop, or a `method="dialog"` button. */
  onClose: () => void;
  /** The id of the heading that names the dialog for screen readers. */
  labelledBy: string;
  /**
   * False for a dialog that must be answered (recovery codes shown once): Escape and the
   * backdrop do not close it, only its own buttons do (by setting `open` to false).
   */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A daisyUI modal on the native `<dialog>`: the browser traps focus, closes on Escape and
 * gives focus back to the opener. The content mounts only while open, so it starts fresh;
 * focus starts on the element marked `data-autofocus`, else on the first control.
 */
export function Modal({ open, onClose, labelledBy, dismissible = true, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="modal modal-bottom sm:modal-middle"
      onClose={() => {
        // A browser may close it all the same (Chrome lets a second Escape through): it reopens.
        if (!dismissible && open && ref.current?.isConnected) ref.current.showModal();
        else onClose();
      }}
      onCancel={dismissible ? undefined : (event) => event.preventDefault()}
    >
      {open && <div className="modal-box max-h-[90dvh] text-start">{children}</div>}
      {dismissible && (
        <form method="dialog" className="modal-backdrop">
          <button
            type="submit"
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'components.modal.close', defaultMessage: 'Close' })}
          >
            {intl.formatMessage({ id: 'components.modal.closeText', defaultMessage: 'close' })}
          </button>
        </form>
      )}
    </dialog>
  );
}
