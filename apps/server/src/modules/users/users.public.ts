/**
 * What other modules may use of `users` (decision 021): who the caller is (`User`), the
 * account reads and writes auth needs for sign-up, sign-in and the profile, and the API's
 * view of an account. Its queries stay in users.repository.ts.
 */
export { toAuthUser } from './auth-user.js';
export type { NewUser, User, UserChanges } from './user.js';
export {
  findLiveUserByEmail,
  findLiveUserByGoogleSub,
  findLiveUserById,
  findSignInByEmail,
  insertUser,
  normalizeEmail,
  updateUser,
} from './users.repository.js';
export { requireVerifiedEmail } from './verified-email.js';
