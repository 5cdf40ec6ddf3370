/**
 * What other modules may use of `events` (decision 023): tell a user's open streams, on any
 * instance, that something of theirs changed (orders: booking changes). The app holds the one
 * `LiveEvents` and ends its streams on close.
 */
export { LiveEvents } from './live-events.js';
