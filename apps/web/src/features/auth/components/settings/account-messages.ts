/** The settings page's toasts, short and in the style of the spec's (§8). */
export const ACCOUNT_MESSAGES = defineMessages({
  profileSaved: { id: 'account.toast.profileSaved', defaultMessage: 'Profile Updated Successfully' },
  photoSaved: { id: 'account.toast.photoSaved', defaultMessage: 'Photo Updated Successfully' },
  photoRemoved: { id: 'account.toast.photoRemoved', defaultMessage: 'Photo Removed' },
  passwordChanged: {
    id: 'account.toast.passwordChanged',
    defaultMessage: 'Password Changed. Your other sessions were signed out.',
  },
  sessionEnded: { id: 'account.toast.sessionEnded', defaultMessage: 'Session Signed Out' },
  otherSessionsEnded: {
    id: 'account.toast.otherSessionsEnded',
    defaultMessage: 'Signed Out Everywhere Else',
  },
  twoStepOn: {
    id: 'account.toast.twoStepOn',
    defaultMessage: 'Two-Step Sign-In Turned On. Keep your recovery codes safe.',
  },
  twoStepOff: { id: 'account.toast.twoStepOff', defaultMessage: 'Two-Step Sign-In Turned Off' },
  emailChangeSent: {
    id: 'account.toast.emailChangeSent',
    defaultMessage: 'Confirmation Link Sent. Follow it from your new address.',
  },
  googleLinked: { id: 'account.toast.googleLinked', defaultMessage: 'Google Account Linked' },
  accountDeleted: { id: 'account.toast.accountDeleted', defaultMessage: 'Your account was deleted.' },
  languageSaved: { id: 'account.toast.languageSaved', defaultMessage: 'Language saved' },
});

import { defineMessages } from '@refocus/i18n';
