/**
 * What other modules may use of `moderation` (decision 032): the app gives conversations the
 * question "does a report concern this thread?", so admins read only reported threads.
 */
export { isConversationReported } from './moderation.repository.js';
