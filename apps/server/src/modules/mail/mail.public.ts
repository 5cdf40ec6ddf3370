/**
 * What other modules may use of `mail` (decision 014): queue a message from a template, in
 * the transaction that causes it; the job worker sends it.
 */
export { enqueueMail } from './mail-queue.js';
