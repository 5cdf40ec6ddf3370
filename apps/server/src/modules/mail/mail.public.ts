/**
 * What other modules may use of `mail` (decision 014): queue a message from a template, in
 * the transaction that causes it; the job worker sends it. The app gives the worker the mail
 * job's handler and the transport it sends through (app/job-worker.ts).
 */
export { enqueueMail, MAIL_JOB, mailJobHandler } from './mail-queue.js';
export { mailSender } from './mail-sender.js';
export { createMailTransport, type MailTransport } from './mail-transport.js';
export {
  type IntlSource,
  recipientLocale,
  type ServerIntl,
  sayer,
  shopLocaleIn,
  type Words,
  wordsIn,
} from './mail-words.js';
export type { SecurityEvent } from './templates/security-notice.js';
