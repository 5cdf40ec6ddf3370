import { defineMessages } from '@formatjs/intl';

/** The conversations module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const conversationsErrors = defineMessages({
  suchPhoto: {
    id: 'errors.conversations.suchPhoto',
    defaultMessage: 'No such photo.',
  },
  bookingYours: {
    id: 'errors.conversations.bookingYours',
    defaultMessage: 'This booking is not yours.',
  },
  suchConversation: {
    id: 'errors.conversations.suchConversation',
    defaultMessage: 'No such conversation.',
  },
  conversationYours: {
    id: 'errors.conversations.conversationYours',
    defaultMessage: 'This conversation is not yours.',
  },
  onlyTwoPeopleConversation: {
    id: 'errors.conversations.onlyTwoPeopleConversation',
    defaultMessage: 'Only the two people of a conversation mark it read.',
  },
  suchBooking: {
    id: 'errors.conversations.suchBooking',
    defaultMessage: 'No such booking.',
  },
  suchListing: {
    id: 'errors.conversations.suchListing',
    defaultMessage: 'No such listing.',
  },
  cannotAskAboutOwn: {
    id: 'errors.conversations.cannotAskAboutOwn',
    defaultMessage: 'You cannot ask about your own listing.',
  },
  messagesPerMinute: {
    id: 'errors.conversations.messagesPerMinute',
    defaultMessage: 'At most {perMinute} messages a minute. Wait a moment before sending more.',
  },
  messagesPerDay: {
    id: 'errors.conversations.messagesPerDay',
    defaultMessage: 'At most {perDay} messages a day. Try again tomorrow.',
  },
  accountClosedReadOnly: {
    id: 'errors.conversations.accountClosedReadOnly',
    defaultMessage: 'One of you has closed their account: this conversation is read-only.',
  },
  bookingReadOnly: {
    id: 'errors.conversations.bookingReadOnly',
    defaultMessage:
      'This booking is {status, select, declined {declined} cancelled {cancelled} completed {completed} other {{status}}}: the conversation is read-only.',
  },
  cameraGoneReadOnly: {
    id: 'errors.conversations.cameraGoneReadOnly',
    defaultMessage: 'This camera is no longer offered: the conversation is read-only.',
  },
});
