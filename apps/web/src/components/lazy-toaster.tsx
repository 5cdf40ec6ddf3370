import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from '../lib/toast';

const Toaster = lazy(toasterStore.load);
/** No toast is ever asked for during server rendering. */
const notRequested = () => false;

/** react-hot-toast's Toaster, mounted once the first toast is asked for (lib/toast). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, notRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
