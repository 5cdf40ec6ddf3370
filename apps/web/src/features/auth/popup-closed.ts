import { ApiError } from '../../lib/api-error';

/**
 * The Google popup closed without signing in. Apart from google-popup.ts: the auth provider,
 * in every first view, needs only this, not the popup's code (decision 049).
 */
export function popupClosedByUser(): ApiError {
  return new ApiError(0, 'auth/popup-closed-by-user', 'The sign-in popup was closed before signing in.');
}
