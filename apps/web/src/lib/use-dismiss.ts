import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup (menu, dropdown) when the user presses Escape, clicks or tabs outside
 * `container`. Escape also gives focus back to `trigger`, as the disclosure pattern expects.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && container.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, container, trigger]);
}
