import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true: a spinner before the label, and the button cannot be pressed again. */
  busy: boolean;
}

/** A button for work that takes a moment (submit, confirm): it shows it is busy and waits. */
export function BusyButton({ busy, children, disabled, type = 'button', ...props }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...props}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
