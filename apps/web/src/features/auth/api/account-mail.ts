import type { PasswordResetConfirm } from '@refocus/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiRequest('/auth/password-reset', { method: 'POST', body: { email }, anonymous: true });
}

/** `POST /api/auth/password-reset/confirm`: sets the password (the answer is a new session, taken up by signing in). */
export function confirmPasswordReset(request: PasswordResetConfirm): Promise<{ user: { email: string } }> {
  return apiRequest('/auth/password-reset/confirm', { method: 'POST', body: request, anonymous: true });
}

/**
 * `POST /api/auth/verify-email`: confirms the address the link was sent to; `alreadyConfirmed`
 * when the link was used before and the address is confirmed.
 */
export function verifyEmail(code: string): Promise<{ ok: true; email: string; alreadyConfirmed?: boolean }> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { code }, anonymous: true });
}

/** `POST /api/auth/email/cancel`: stops every pending change of the address (the link mailed to the old one). */
export function cancelEmailChange(code: string): Promise<{ ok: true }> {
  return apiRequest('/auth/email/cancel', { method: 'POST', body: { code }, anonymous: true });
}

/** `POST /api/auth/verify-email/resend` (signed in): `sent: false` when the address is confirmed already. */
export function resendVerification(): Promise<{ sent: boolean }> {
  return apiRequest('/auth/verify-email/resend', { method: 'POST' });
}
