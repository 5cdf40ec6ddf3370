/**
 * What other modules may use of `notifications` (decision 033): tell a person about a change,
 * in the transaction of that change. The app (issue 39) builds the one `Notifier` with the
 * tokens its unsubscribe links carry.
 */

export { type ServerIntl, sayer, type Words } from '../mail/mail.public.js';
export { type Notice, Notifier } from './notifier.js';
export { UnsubscribeTokens } from './unsubscribe-tokens.js';
