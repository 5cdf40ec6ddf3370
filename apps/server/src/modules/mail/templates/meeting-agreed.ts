import { messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface MeetingAgreedData {
  /** The name of the person told. */
  name: string;
  /** Who they meet: the other side of the booking. */
  otherName: string;
  productName: string;
  /** The agreed time as people read it, in the shop's zone: "Sat 12 Dec 2026, 11:00". */
  when: string;
  /** The shop's IANA time zone `when` is in. */
  timeZone: string;
  place: string;
  /** A path (made absolute by `shop.link`): My Orders for the buyer, Bookings for the seller. */
  link: string;
  /** The RFC 5545 invitation (`METHOD:REQUEST`), written when the time was agreed. */
  calendar: string;
}

/** To both sides of a booking once a meeting time is agreed, with the invitation for their calendar. */
export function meetingAgreed(shop: Shop, data: MeetingAgreedData): RenderedMail {
  const mail = messageWithLink(shop, {
    subject: `Meeting agreed: ${data.productName}, ${data.when}`,
    greeting: `Hello ${data.name},`,
    lines: [
      `You meet ${data.otherName} for ${data.productName} on ${data.when} (${data.timeZone} time) at ${data.place}.`,
      'The invitation in this message adds it to your calendar.',
      'Meet in a public place, check the camera before you pay, and pay on handover.',
    ],
    button: 'See the booking',
    link: data.link,
    footer: 'You get this message because you are the buyer or the seller of this booking.',
  });
  return { ...mail, icalEvent: { method: 'request', filename: 'meeting.ics', content: data.calendar } };
}
