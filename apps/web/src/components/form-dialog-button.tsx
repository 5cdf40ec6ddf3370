import { type ReactNode, Suspense, useId, useState } from 'react';
import { Modal } from './modal';

interface FormDialogButtonProps {
  /** The button's words (with any `sr-only` naming of what it is about). */
  label: ReactNode;
  className: string;
  /** The small line above the title ("Book to meet the seller", "Make an offer"). */
  eyebrow: string;
  title: string;
  /** Under the title: the price, the place. */
  subtitle: ReactNode;
  /** Starts loading the lazy form when the visitor shows intent (hover, focus); none when signed out. */
  preload?: () => void;
  /** What the spinner says while the form loads ("Loading the booking form…"). */
  loading: string;
  /** The dialog's body; `close` shuts it. A lazy form inside waits behind the spinner. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a dialog holding a form loaded on demand (Book to meet, Make an offer):
 * the form and its schemas come when a visitor shows intent, not with the page that lists the
 * camera, and the dialog is named by its title for screen readers.
 */
export function FormDialogButton(props: FormDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={props.className}
        onPointerEnter={props.preload}
        onFocus={props.preload}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
      <Modal open={open} onClose={close} labelledBy={titleId}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{props.eyebrow}</p>
        <h2 id={titleId} className="mt-1 text-xl font-bold">
          {props.title}
        </h2>
        <p className="mt-1 text-base-content/75">{props.subtitle}</p>
        <Suspense
          fallback={
            <p className="mt-4 flex items-center gap-2 text-base-content/75">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              {props.loading}
            </p>
          }
        >
          {props.children(close)}
        </Suspense>
      </Modal>
    </>
  );
}
