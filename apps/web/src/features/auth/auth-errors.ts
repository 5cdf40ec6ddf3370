import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';

/**
 * The toast of the sign-in steps (password, code, Google link): a success takes the place of
 * the last refusal, so "That code is not right" does not stay beside "Signed in" (issue 42).
 */
export const SIGN_IN_TOAST = 'sign-in';

/** Spec §8: every identity failure is an error toast carrying the server's own message. */
export function toastAuthError(error: unknown, id?: string): void {
  // A second click while the popup is open only brings the popup to the front.
  if (error instanceof ApiError && error.code === 'auth/cancelled-popup-request') return;
  toast.error(
    error instanceof Error ? error.message : 'Something went wrong. Please try again.',
    id ? { id } : {},
  );
}

/** The form field a server error names, when the form has it. */
export function fieldOf<Field extends string>(error: unknown, fields: readonly Field[]): Field | undefined {
  if (!(error instanceof ApiError) || !error.field) return undefined;
  return fields.find((field) => field === error.field);
}
