/**
 * What other modules may use of `auth` (decision 021): the admin-account step hashes a
 * password; deleting a person ends all their sign-in sessions.
 */
export { hashPassword } from './passwords.js';
export type { RefreshSessions } from './refresh-sessions.js';
