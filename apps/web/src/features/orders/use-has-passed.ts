import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is checked again on the next render. */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * Whether an ISO moment has passed, turning true when it does while the page stays open, so
 * "It did not happen" appears after the meeting time without a reload.
 */
export function useHasPassed(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [, rerender] = useState(0);
  const passed = !Number.isNaN(at) && at <= Date.now();
  useEffect(() => {
    if (Number.isNaN(at) || passed) return;
    const timer = setTimeout(() => rerender((n) => n + 1), Math.min(at - Date.now() + 1, LONGEST_DELAY));
    return () => clearTimeout(timer);
  }, [at, passed]);
  return passed;
}
