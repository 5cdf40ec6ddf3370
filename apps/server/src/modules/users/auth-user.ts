import type { AuthUser } from '@refocus/contract';
import type { UserRow } from './users.repository.js';

/** The API's view of a user, shaped like the spec's identity session (§3) plus the roles. */
export function toAuthUser(row: UserRow): AuthUser {
  const providers: AuthUser['providerData'] = [];
  const profile = { displayName: row.name, email: row.email, phoneNumber: null, photoURL: row.photo_url };
  if (row.password_hash) providers.push({ providerId: 'password', uid: row.email, ...profile });
  if (row.google_sub) providers.push({ providerId: 'google.com', uid: row.google_sub, ...profile });
  return {
    uid: row.id,
    displayName: row.name,
    email: row.email,
    // Confirmed by a followed link, by Google, or by the operator (ADMIN_EMAIL, demo accounts).
    emailVerified: row.email_verified_at !== null,
    photoURL: row.photo_url,
    phoneNumber: null,
    isAnonymous: false,
    providerData: providers,
    metadata: { creationTime: row.created_at, lastSignInTime: row.last_sign_in_at },
    seller: row.seller === 1,
    admin: row.admin === 1,
  };
}
