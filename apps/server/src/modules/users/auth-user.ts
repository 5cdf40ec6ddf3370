import type { AuthUser } from '@refocus/contract';
import type { User } from './user.js';

/** The API's view of a user, shaped like the spec's identity session (§3) plus the roles. */
export function toAuthUser(user: User): AuthUser {
  const providers: AuthUser['providerData'] = [];
  const profile = { displayName: user.name, email: user.email, phoneNumber: null, photoURL: user.photoUrl };
  if (user.hasPassword) providers.push({ providerId: 'password', uid: user.email, ...profile });
  if (user.googleSub) providers.push({ providerId: 'google.com', uid: user.googleSub, ...profile });
  return {
    uid: user.id,
    displayName: user.name,
    email: user.email,
    // Confirmed by a followed link, by Google, or by the operator (ADMIN_EMAIL, demo accounts).
    emailVerified: user.emailVerifiedAt !== null,
    photoURL: user.photoUrl,
    phoneNumber: null,
    isAnonymous: false,
    providerData: providers,
    metadata: { creationTime: user.createdAt, lastSignInTime: user.lastSignInAt },
    seller: user.seller,
    admin: user.admin,
  };
}
