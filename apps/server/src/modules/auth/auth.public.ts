/**
 * What other modules may use of `auth` (decision 021): the admin-account step hashes a
 * password; deleting a person ends all their sign-in sessions, and its notices link back to
 * the shop like every e-mailed link. Reports are counted by the configured limiters.
 */
export { linkOrigin } from './link-origin.js';
export { hashPassword } from './passwords.js';
export type { LimiterFactory } from './progressive-delay.js';
export type { RefreshSessions } from './refresh-sessions.js';
