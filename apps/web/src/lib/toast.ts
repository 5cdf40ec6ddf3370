/**
 * The app's toasts (spec §8), with react-hot-toast and its CSS-in-JS engine kept out of the
 * first view: the library loads on the first toast, and `LazyToaster` mounts its Toaster then.
 * Toasts shown before the Toaster mounts wait in the library's store and appear with it.
 */
const library = () => import('react-hot-toast');

let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', message: string): void {
  void library().then(({ toast: hotToast }) => hotToast[kind](message));
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** Whether a toast was ever asked for; `LazyToaster` mounts the Toaster from then on. */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};
