import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state of the dashboard's small-screen drawer. Opening moves focus to its first link;
 * Escape closes it and gives focus back to the menu button.
 */
export function useDrawer(drawerId: string) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const drawer = document.getElementById(drawerId);
    const side = drawer?.parentElement;
    const focusFirstLink = () => drawer?.querySelector('a')?.focus();
    // daisyUI fades the drawer in: it cannot take focus until `visibility` turns visible.
    const onTransition = (event: TransitionEvent) => {
      if (event.target === side && event.propertyName === 'visibility') focusFirstLink();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    focusFirstLink();
    side?.addEventListener('transitionstart', onTransition);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      side?.removeEventListener('transitionstart', onTransition);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, drawerId]);

  return { open, setOpen, close, button };
}
