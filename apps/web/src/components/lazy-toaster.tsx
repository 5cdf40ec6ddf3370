import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from '../lib/toast';

/** react-hot-toast and the placing of its toasts: out of the first view, they load with the first toast. */
const Toaster = lazy(() => import('./toaster'));
/** No toast is ever asked for during server rendering. */
const notRequested = () => false;

/** Mounts the Toaster (components/toaster) once the first toast is asked for (lib/toast). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, notRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
