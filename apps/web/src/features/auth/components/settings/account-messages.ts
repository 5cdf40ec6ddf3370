/** The settings page's toasts, short and in the style of the spec's (§8). */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Profile Updated Successfully',
  photoSaved: 'Photo Updated Successfully',
  photoRemoved: 'Photo Removed',
  passwordChanged: 'Password Changed. Your other sessions were signed out.',
  sessionEnded: 'Session Signed Out',
  otherSessionsEnded: 'Signed Out Everywhere Else',
  twoStepOn: 'Two-Step Sign-In Turned On. Keep your recovery codes safe.',
  twoStepOff: 'Two-Step Sign-In Turned Off',
  emailChangeSent: 'Confirmation Link Sent. Follow it from your new address.',
  googleLinked: 'Google Account Linked',
  accountDeleted: 'Your account was deleted.',
} as const;
