/**
 * What other modules may use of `users`: its queries stay in users.repository.ts, and only
 * these are open to auth (sign-up, sign-in, profile), orders and listings (who asks).
 */
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
