import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from '../lib/toast';

const Toaster = lazy(toasterStore.load);
/** No toast is ever asked for during server rendering. */
const notRequested = () => false;

/** Where the navbar's links are not: Tailwind's `md` breakpoint, as the navbar uses. */
const WIDE_QUERY = '(min-width: 768px)';
/** The navbar's height (daisyUI's `navbar`, 4rem) plus a gap: desktop toasts sit below it. */
const BELOW_NAVBAR_PX = 72;

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/**
 * react-hot-toast's Toaster, mounted once the first toast is asked for (lib/toast). Toasts
 * never cover a control (issue 19): on a desktop they sit top-right below the navbar, whose
 * links are in the middle; on a phone at the bottom, away from the navbar's menu button.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, notRequested);
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={wide ? 'top-right' : 'bottom-center'}
        containerStyle={wide ? { top: BELOW_NAVBAR_PX } : undefined}
      />
    </Suspense>
  );
}
