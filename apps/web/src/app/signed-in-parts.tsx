/**
 * The signed-in visitor's parts of every page, loaded after the first paint (signed-in-ui.ts).
 * Nothing else may import these modules statically, or they come back to the first view.
 */
export { VerifyEmailNotice } from '../features/auth/components/verify-email-notice';
export { SignedInActions } from './layouts/navbar/signed-in-actions';
export { LiveUpdates } from './live-updates';
