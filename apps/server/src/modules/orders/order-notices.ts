import { defineMessages } from '@formatjs/intl';

/**
 * What the sides of a booking are told of its moves (notices, in the bell and by e-mail), in
 * each reader's language (decision 070): `Notifier` formats them for each recipient.
 */
export const orderNotices = defineMessages({
  meetingDidNotHappen: {
    id: 'notices.order.meetingDidNotHappen',
    defaultMessage:
      '{buyer} says the meeting for {product} did not happen: the booking is cancelled and the camera is on sale again.',
  },
  buyerCancelled: {
    id: 'notices.order.buyerCancelled',
    defaultMessage: '{buyer} cancelled their booking of {product}.',
  },
  accepted: { id: 'notices.order.accepted', defaultMessage: '{seller} accepted your booking of {product}.' },
  declined: { id: 'notices.order.declined', defaultMessage: '{seller} declined your booking of {product}.' },
  completed: {
    id: 'notices.order.completed',
    defaultMessage: '{seller} marked your booking of {product} completed. You can now review them.',
  },
  sellerCancelled: {
    id: 'notices.order.sellerCancelled',
    defaultMessage: '{seller} cancelled your booking of {product}.',
  },
  booked: { id: 'notices.order.booked', defaultMessage: '{buyer} booked {product}.' },
  bookedProposing: {
    id: 'notices.order.bookedProposing',
    defaultMessage: '{buyer} booked {product} and proposed to meet on {times}.',
  },
  declinedForAnother: {
    id: 'notices.order.declinedForAnother',
    defaultMessage: 'Your booking of {product} was declined: the seller accepted another booking.',
  },
});
