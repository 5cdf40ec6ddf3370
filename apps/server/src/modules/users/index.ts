/**
 * What other modules may use of `users`: its queries stay in users.repository.ts, and only
 * these are open to auth (sign-up, sign-in, profile), orders and listings (who asks).
 */
export {
  findLiveUserByEmail,
  findLiveUserByGoogleSub,
  findLiveUserById,
  insertUser,
  normalizeEmail,
  type UserRow,
  updateUser,
} from './users.repository.js';
export { requireVerifiedEmail } from './verified-email.js';
