/**
 * What other modules may use of `notifications` (decision 033): tell a person about a change,
 * in the transaction of that change.
 */
export type { Notice, Notifier } from './notifier.js';
