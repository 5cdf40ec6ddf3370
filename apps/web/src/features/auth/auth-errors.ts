import { defineMessages } from '@refocus/i18n';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { POPUP_MESSAGES } from './google-popup';

/**
 * The toast of the sign-in steps (password, code, Google link): a success takes the place of
 * the last refusal, so "That code is not right" does not stay beside "Signed in" (issue 42).
 */
export const SIGN_IN_TOAST = 'sign-in';

const m = defineMessages({
  generic: { id: 'auth.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  network: {
    id: 'auth.error.network',
    defaultMessage: 'A network error occurred. Check your connection and try again.',
  },
});

/** The browser's own refusals (popup, network) in the page's language; the server's say themselves. */
const LOCAL_ERRORS: Record<string, MessageDescriptor> = {
  'auth/popup-blocked': POPUP_MESSAGES.blocked,
  'auth/cancelled-popup-request': POPUP_MESSAGES.cancelled,
  'auth/popup-closed-by-user': POPUP_MESSAGES.closed,
  'auth/network-request-failed': m.network,
};

/** What a failure says: the server's message, the browser's own in the page's language, or `fallback`. */
export function errorMessage(
  intl: IntlShape,
  error: unknown,
  fallback: MessageDescriptor = m.generic,
): string {
  if (error instanceof ApiError && error.status === 0) {
    const local = LOCAL_ERRORS[error.code];
    if (local) return intl.formatMessage(local);
  }
  return error instanceof Error ? error.message : intl.formatMessage(fallback);
}

/** Spec §8: every identity failure is an error toast carrying the server's own message. */
export function toastAuthError(intl: IntlShape, error: unknown, id?: string): void {
  // A second click while the popup is open only brings the popup to the front.
  if (error instanceof ApiError && error.code === 'auth/cancelled-popup-request') return;
  toast.error(errorMessage(intl, error), id ? { id } : {});
}

/** The form field a server error names, when the form has it. */
export function fieldOf<Field extends string>(error: unknown, fields: readonly Field[]): Field | undefined {
  if (!(error instanceof ApiError) || !error.field) return undefined;
  return fields.find((field) => field === error.field);
}
