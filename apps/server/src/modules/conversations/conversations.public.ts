/**
 * What other modules may use of `conversations` (decision 021): moderation (decision 032)
 * checks who may report a message, shows it with its neighbours, removes it, and shows it
 * again when the decision is undone.
 *
 * The app (issue 39) registers the job that e-mails a notice of new messages, and counts
 * messages against the caps with the shared limiters (issue 41).
 */
export {
  findMessageWithParties,
  messagesAround,
  removeMessage,
  restoreMessage,
} from './message-moderation.repository.js';
export { MESSAGE_NOTICE_JOB, messageNoticeJob } from './message-notices.js';
export { MessageThrottle } from './message-throttle.js';
export { addSystemLine } from './system-lines.js';
