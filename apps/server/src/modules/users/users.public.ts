/**
 * What other modules may use of `users` (decision 021): who the caller is (`User`), the
 * account reads and writes auth needs for sign-up, sign-in and the profile, and the API's
 * view of an account. Reviews keep the reviewed person's rating on their row. Its queries stay in users.repository.ts.
 */
export { setAccountDisabled } from './account-disable.js';
export { toAuthUser } from './auth-user.js';
export { toRating } from './rating.js';
export type { NewUser, User, UserChanges } from './user.js';
export { addToRating, ratingOfUser } from './user-ratings.js';
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
