import { defineMessages } from '@formatjs/intl';

/** The users module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const usersErrors = defineMessages({
  onlyAdminMakeAnother: {
    id: 'errors.users.onlyAdminMakeAnother',
    defaultMessage:
      'You are the only admin. Make another admin (npm run admin) before deleting your account.',
  },
  ownAccountCannotHere: {
    id: 'errors.users.ownAccountCannotHere',
    defaultMessage: 'Your own account cannot be {verb} here.',
  },
  adminsCannotHere: {
    id: 'errors.users.adminsCannotHere',
    defaultMessage: 'Admins cannot be {verb} here.',
  },
  onlySaveOwnUser: {
    id: 'errors.users.onlySaveOwnUser',
    defaultMessage: 'You can only save your own user record.',
  },
  acceptSellerTermsBecome: {
    id: 'errors.users.acceptSellerTermsBecome',
    defaultMessage: 'Accept the seller terms to become a seller',
  },
  alreadySeller: {
    id: 'errors.users.alreadySeller',
    defaultMessage: 'You are already a seller.',
  },
  confirmEMailAddress: {
    id: 'errors.users.confirmEMailAddress',
    defaultMessage: 'Confirm your e-mail address first: open the link we sent you, or ask for a new one.',
  },
  noPersonWithEmail: {
    id: 'errors.users.noPersonWithEmail',
    defaultMessage: 'No {kind, select, sellers {seller} other {buyer}} with this email.',
  },
});
