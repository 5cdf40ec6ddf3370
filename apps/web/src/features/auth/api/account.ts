import type { AccountLanguage, MfaStatus, SignInSession, TotpEnrolment } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AccessTokenAnswer {
  accessToken: string;
  expiresIn: number;
}

/** `GET /api/auth/sessions`: where the user is signed in. */
export const sessionsQuery = () =>
  queryOptions<SignInSession[]>({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => apiRequest('/auth/sessions', { signal }),
  });

/** `GET /api/auth/mfa`: whether two-step sign-in is on. */
export const mfaStatusQuery = () =>
  queryOptions<MfaStatus>({
    queryKey: ['account', 'mfa'],
    queryFn: ({ signal }) => apiRequest('/auth/mfa', { signal }),
  });

export const reauthenticate = (password: string, code?: string) =>
  apiRequest<AccessTokenAnswer>('/auth/reauthenticate', {
    method: 'POST',
    body: code ? { password, code } : { password },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<AccessTokenAnswer>('/auth/password', { method: 'POST', body: { currentPassword, newPassword } });

export const endSession = (id: string) => apiRequest(`/auth/sessions/${id}`, { method: 'DELETE' });
export const endOtherSessions = () => apiRequest('/auth/sessions/sign-out-others', { method: 'POST' });

export const startTotpEnrolment = () => apiRequest<TotpEnrolment>('/auth/mfa/totp/enrol', { method: 'POST' });
export const confirmTotpEnrolment = (code: string) =>
  apiRequest<{ recoveryCodes: string[] }>('/auth/mfa/totp/confirm', { method: 'POST', body: { code } });
export const disableTotp = (code: string) =>
  apiRequest('/auth/mfa/totp/disable', { method: 'POST', body: { code } });

export const startGoogleLink = () => apiRequest('/auth/google/link-intent', { method: 'POST' });
export const deleteMyAccount = () => apiRequest('/user/me', { method: 'DELETE' });

export const requestEmailChange = (email: string) =>
  apiRequest('/auth/email', { method: 'POST', body: { email } });

/** `GET /api/account/language`: the language chosen for e-mails and notices; null follows the shop's. */
export const accountLanguageQuery = () =>
  queryOptions<AccountLanguage>({
    queryKey: ['account', 'language'],
    queryFn: ({ signal }) => apiRequest('/account/language', { signal }),
  });

/** `PUT /api/account/language`. */
export const saveAccountLanguage = (language: AccountLanguage['language']) =>
  apiRequest<AccountLanguage>('/account/language', { method: 'PUT', body: { language } });
