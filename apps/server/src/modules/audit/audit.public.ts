/**
 * What other modules may use of `audit` (decision 032): every admin action writes its entry
 * through `recordAudit`, in the action's own transaction.
 */
export { recordAudit } from './audit.repository.js';
