import { inPageLanguage } from './i18n/error-text';

/**
 * The app's toasts (spec §8), with react-hot-toast and its CSS-in-JS engine kept out of the
 * first view: the library loads on the first toast, and `LazyToaster` mounts its Toaster then.
 * Toasts shown before the Toaster mounts wait in the library's store and appear with it.
 */
const library = () => import('react-hot-toast');

let requested = false;
const listeners = new Set<() => void>();

interface ToastOptions {
  /**
   * A toast of the same id replaces the one on show: a form's success takes the place of its
   * last refusal, so a stale "That code is not right" does not linger beside "Signed in".
   */
  id?: string;
  /** How long it stays, in ms, for a message worth reading twice (the library's default else). */
  duration?: number;
}

function show(kind: 'success' | 'error', message: string, options: ToastOptions = {}): void {
  // The client's own failures ("The server could not be reached…") in the page's language.
  const said = kind === 'error' ? inPageLanguage(message) : message;
  void library().then(({ toast: hotToast }) => hotToast[kind](said, options));
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

/** Whether a toast was ever asked for; `LazyToaster` mounts the Toaster from then on. */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};
