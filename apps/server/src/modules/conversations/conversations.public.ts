/**
 * What other modules may use of `conversations` (decision 021): moderation (decision 032)
 * checks who may report a message, shows it with its neighbours, and removes it.
 */
export { findMessageWithParties, messagesAround, removeMessage } from './message-moderation.repository.js';
