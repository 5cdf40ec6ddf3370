import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subjectSellerLeft: {
    id: 'mail.bookingClosedByDeparture.subjectSellerLeft',
    defaultMessage: 'Your booking of {product} was cancelled',
  },
  subjectBuyerLeft: {
    id: 'mail.bookingClosedByDeparture.subjectBuyerLeft',
    defaultMessage: 'A booking of {product} was cancelled',
  },
  sellerLeft: {
    id: 'mail.bookingClosedByDeparture.sellerLeft',
    defaultMessage:
      'The seller of {product} has closed their {shop} account, so your booking is cancelled and the camera is no longer listed.',
  },
  noMeeting: {
    id: 'mail.bookingClosedByDeparture.noMeeting',
    defaultMessage: 'There is no meeting to go to. Other cameras are waiting on the storefront.',
  },
  buyerLeft: {
    id: 'mail.bookingClosedByDeparture.buyerLeft',
    defaultMessage:
      'The buyer who booked your {product} has closed their {shop} account, so the booking is cancelled.',
  },
  available: {
    id: 'mail.bookingClosedByDeparture.available',
    defaultMessage: 'If the camera was set aside for them, it is available to book again.',
  },
  myOrders: { id: 'mail.bookingClosedByDeparture.myOrders', defaultMessage: 'See my orders' },
  myBookings: { id: 'mail.bookingClosedByDeparture.myBookings', defaultMessage: 'See my bookings' },
  footer: {
    id: 'mail.bookingClosedByDeparture.footer',
    defaultMessage: 'You get this message because you were on the other side of this booking.',
  },
});

export interface BookingClosedByDepartureData {
  /** The name of the person told. */
  name: string;
  productName: string;
  /** Who left: the listing's seller (the buyer is told) or the buyer (the seller is told). */
  departed: 'seller' | 'buyer';
  /** A path (made absolute by `shop.link`): My Orders for a buyer, the seller's Bookings page for a seller. */
  link: string;
}

/** To the other side of an open booking that closed because an account was deleted. */
export function bookingClosedByDeparture(shop: Shop, data: BookingClosedByDepartureData): RenderedMail {
  const say = sayer(shop.intl);
  const sellerLeft = data.departed === 'seller';
  const values = { product: data.productName, shop: shop.name };
  return messageWithLink(shop, {
    subject: say(sellerLeft ? m.subjectSellerLeft : m.subjectBuyerLeft, values),
    greeting: greeting(shop, data.name),
    lines: sellerLeft
      ? [say(m.sellerLeft, values), say(m.noMeeting)]
      : [say(m.buyerLeft, values), say(m.available)],
    button: say(sellerLeft ? m.myOrders : m.myBookings),
    link: data.link,
    footer: say(m.footer),
  });
}
