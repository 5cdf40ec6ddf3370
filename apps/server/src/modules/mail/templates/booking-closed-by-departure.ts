import { messageWithLink, type RenderedMail, type Shop } from './layout.js';

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
  const sellerLeft = data.departed === 'seller';
  return messageWithLink(shop, {
    subject: sellerLeft
      ? `Your booking of ${data.productName} was cancelled`
      : `A booking of ${data.productName} was cancelled`,
    greeting: `Hello ${data.name},`,
    lines: sellerLeft
      ? [
          `The seller of ${data.productName} has closed their ${shop.name} account, so your booking is cancelled and the camera is no longer listed.`,
          'There is no meeting to go to. Other cameras are waiting on the storefront.',
        ]
      : [
          `The buyer who booked your ${data.productName} has closed their ${shop.name} account, so the booking is cancelled.`,
          'If the camera was set aside for them, it is available to book again.',
        ],
    button: sellerLeft ? 'See my orders' : 'See my bookings',
    link: data.link,
    footer: 'You get this message because you were on the other side of this booking.',
  });
}
