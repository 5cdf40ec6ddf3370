/**
 * What other modules may use of `events` (decision 023): tell a user's open streams, on any
 * instance, that something of theirs changed (orders: booking changes).
 */
export type { LiveEvents } from './live-events.js';
