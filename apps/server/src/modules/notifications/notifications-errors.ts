import { defineMessages } from '@formatjs/intl';

/** The notifications module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const notificationsErrors = defineMessages({
  unsubscribeLinkValidChange: {
    id: 'errors.notifications.unsubscribeLinkValidChange',
    defaultMessage: 'This unsubscribe link is not valid. Change your e-mails in account settings.',
  },
  accountGone: {
    id: 'errors.notifications.accountGone',
    defaultMessage: 'This account no longer exists.',
  },
});
