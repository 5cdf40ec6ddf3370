import { defineMessages } from '@formatjs/intl';

/** The auth module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const authErrors = defineMessages({
  noSessionWithId: {
    id: 'errors.auth.noSessionWithId',
    defaultMessage: 'You have no session with this id.',
  },
  linkValidUsedAlready: {
    id: 'errors.auth.linkValidUsedAlready',
    defaultMessage: 'This link is not valid: it was used already or is incomplete.',
  },
  linkExpiredAskNew: {
    id: 'errors.auth.linkExpiredAskNew',
    defaultMessage: 'This link has expired. Ask for a new one.',
  },
  accountGone: {
    id: 'errors.auth.accountGone',
    defaultMessage: 'This account no longer exists.',
  },
  notSignedIn: {
    id: 'errors.auth.notSignedIn',
    defaultMessage: 'You are not signed in.',
  },
  pleaseSignAgain: {
    id: 'errors.auth.pleaseSignAgain',
    defaultMessage: 'Please sign in again.',
  },
  accountSignsGoogleSign: {
    id: 'errors.auth.accountSignsGoogleSign',
    defaultMessage: 'This account signs in with Google: sign out and sign in with Google again.',
  },
  enterCodeFromApp: {
    id: 'errors.auth.enterCodeFromApp',
    defaultMessage: 'Enter a code from your app too.',
  },
  accountSignsGooglePassword: {
    id: 'errors.auth.accountSignsGooglePassword',
    defaultMessage: 'This account signs in with Google and has no password.',
  },
  accountAlreadyExistsEmail: {
    id: 'errors.auth.accountAlreadyExistsEmail',
    defaultMessage: 'An account already exists with this email and another Google account.',
  },
  accountAlreadyExists: {
    id: 'errors.auth.accountAlreadyExists',
    defaultMessage: 'This account already exists.',
  },
  passwordChangedEnterCode: {
    id: 'errors.auth.passwordChangedEnterCode',
    defaultMessage: 'Your password was changed. Enter the code from your authenticator app to sign in.',
  },
  enterCodeFromAuthenticator: {
    id: 'errors.auth.enterCodeFromAuthenticator',
    defaultMessage: 'Enter the code from your authenticator app.',
  },
  accountBeenDisabled: {
    id: 'errors.auth.accountBeenDisabled',
    defaultMessage: 'This account has been disabled.',
  },
  googleAccountAlreadyLinked: {
    id: 'errors.auth.googleAccountAlreadyLinked',
    defaultMessage: 'This Google account is already linked to another Refocus account.',
  },
  emailAddressAlreadyUse: {
    id: 'errors.auth.emailAddressAlreadyUse',
    defaultMessage: 'This email address is already in use by another account.',
  },
  authorizationMustBearerAccess: {
    id: 'errors.auth.authorizationMustBearerAccess',
    defaultMessage: 'Authorization must be "Bearer \'<access token>\'"',
  },
  accessTokenExpired: {
    id: 'errors.auth.accessTokenExpired',
    defaultMessage: 'Your access token has expired.',
  },
  accessTokenValid: {
    id: 'errors.auth.accessTokenValid',
    defaultMessage: 'Your access token is not valid.',
  },
  sessionSignedOut: {
    id: 'errors.auth.sessionSignedOut',
    defaultMessage: 'This session has been signed out.',
  },
  signInToDoThis: {
    id: 'errors.auth.signInToDoThis',
    defaultMessage: 'Sign in to do this.',
  },
  onlySellersDo: {
    id: 'errors.auth.onlySellersDo',
    defaultMessage: 'Only sellers can do this.',
  },
  onlyAdminsDo: {
    id: 'errors.auth.onlyAdminsDo',
    defaultMessage: 'Only admins can do this.',
  },
  securityEnterPasswordAgain: {
    id: 'errors.auth.securityEnterPasswordAgain',
    defaultMessage: 'For your security, enter your password again to do this.',
  },
  alreadyAddress: {
    id: 'errors.auth.alreadyAddress',
    defaultMessage: 'This is already your address.',
  },
  addressChangedAlreadySo: {
    id: 'errors.auth.addressChangedAlreadySo',
    defaultMessage:
      'The address was changed already, so this link no longer cancels anything. If it was not you, contact the shop.',
  },
  linkAddressAccountLonger: {
    id: 'errors.auth.linkAddressAccountLonger',
    defaultMessage: 'This link is for an address the account no longer has.',
  },
  signProviderCouldReached: {
    id: 'errors.auth.signProviderCouldReached',
    defaultMessage: 'The sign-in provider could not be reached.',
  },
  googleSignCouldCompleted: {
    id: 'errors.auth.googleSignCouldCompleted',
    defaultMessage: 'Google sign-in could not be completed.',
  },
  googleDidShareEmail: {
    id: 'errors.auth.googleDidShareEmail',
    defaultMessage: 'Google did not share an email address.',
  },
  googleVerifiedEmailAddress: {
    id: 'errors.auth.googleVerifiedEmailAddress',
    defaultMessage: 'Google has not verified this email address.',
  },
  googleSignEnabledRefocus: {
    id: 'errors.auth.googleSignEnabledRefocus',
    defaultMessage: 'Google sign-in is not enabled on this Refocus.',
  },
  signFailed: {
    id: 'errors.auth.signFailed',
    defaultMessage: 'Sign-in failed.',
  },
  googleSignCancelled: {
    id: 'errors.auth.googleSignCancelled',
    defaultMessage: 'Google sign-in was cancelled.',
  },
  googleSignFailed: {
    id: 'errors.auth.googleSignFailed',
    defaultMessage: 'Google sign-in failed.',
  },
  signAttemptExpiredPlease: {
    id: 'errors.auth.signAttemptExpiredPlease',
    defaultMessage: 'The sign-in attempt expired. Please try again.',
  },
  signAttemptValidPlease: {
    id: 'errors.auth.signAttemptValidPlease',
    defaultMessage: 'The sign-in attempt is not valid. Please try again.',
  },
  twoStepSignAlready: {
    id: 'errors.auth.twoStepSignAlready',
    defaultMessage: 'Two-step sign-in is already on. Turn it off first to change apps.',
  },
  thereEnrolmentWaitingCode: {
    id: 'errors.auth.thereEnrolmentWaitingCode',
    defaultMessage: 'There is no enrolment waiting for a code. Start again.',
  },
  twoStepSignAlready2: {
    id: 'errors.auth.twoStepSignAlready2',
    defaultMessage: 'Two-step sign-in is already on.',
  },
  signAttemptExpiredPlease2: {
    id: 'errors.auth.signAttemptExpiredPlease2',
    defaultMessage: 'This sign-in attempt has expired. Please sign in again.',
  },
  googleSignExpiredPlease: {
    id: 'errors.auth.googleSignExpiredPlease',
    defaultMessage: 'This Google sign-in has expired. Please sign in with Google again.',
  },
  linkChallenge: {
    id: 'errors.auth.linkChallenge',
    defaultMessage: 'Not a link challenge.',
  },
  wrongCredentials: {
    id: 'errors.auth.wrongCredentials',
    defaultMessage: 'Wrong email or password.',
  },
  linkGoogleWithPassword: {
    id: 'errors.auth.linkGoogleWithPassword',
    defaultMessage: 'An account already exists with this email. Enter its password to link Google to it.',
  },
  codeNotRight: {
    id: 'errors.auth.codeNotRight',
    defaultMessage: 'That code is not right. Check your authenticator app and try again.',
  },
  twoStepNotOn: {
    id: 'errors.auth.twoStepNotOn',
    defaultMessage: 'Two-step sign-in is not on for this account.',
  },
  recoveryCodeNotRight: {
    id: 'errors.auth.recoveryCodeNotRight',
    defaultMessage: 'That recovery code is not right or has been used.',
  },
  shopChangedKey: {
    id: 'errors.auth.shopChangedKey',
    defaultMessage:
      'Codes from your app cannot be checked any more (the shop changed its key): use a recovery code.',
  },
  codeJustUsed: {
    id: 'errors.auth.codeJustUsed',
    defaultMessage: 'That code has just been used. Wait for the next one in your app.',
  },
  tooManyFailedSignIns: {
    id: 'errors.auth.tooManyFailedSignIns',
    defaultMessage: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  },
  tooManyWrongCodes: {
    id: 'errors.auth.tooManyWrongCodes',
    defaultMessage: 'Too many wrong codes. Please wait a few minutes and try again.',
  },
  sessionExpired: {
    id: 'errors.auth.sessionExpired',
    defaultMessage: 'Your session has expired. Please sign in again.',
  },
  notYourPassword: {
    id: 'errors.auth.notYourPassword',
    defaultMessage: 'That is not your password.',
  },
  notYourCurrentPassword: {
    id: 'errors.auth.notYourCurrentPassword',
    defaultMessage: 'That is not your current password.',
  },
  sentSeveralLinks: {
    id: 'errors.auth.sentSeveralLinks',
    defaultMessage: 'We have sent several links already. Please wait a few minutes before asking again.',
  },
  tooManyResetRequests: {
    id: 'errors.auth.tooManyResetRequests',
    defaultMessage: 'Too many password reset requests. Please wait a while and try again.',
  },
  tooManyResetLinks: {
    id: 'errors.auth.tooManyResetLinks',
    defaultMessage: 'Too many reset links for this address.',
  },
});
