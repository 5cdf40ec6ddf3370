import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.meetingAgreed.subject', defaultMessage: 'Meeting agreed: {product}, {when}' },
  meet: {
    id: 'mail.meetingAgreed.meet',
    defaultMessage: 'You meet {other} for {product} on {when} ({timeZone} time) at {place}.',
  },
  invitation: {
    id: 'mail.meetingAgreed.invitation',
    defaultMessage: 'The invitation in this message adds it to your calendar.',
  },
  safety: {
    id: 'mail.meetingAgreed.safety',
    defaultMessage: 'Meet in a public place, check the camera before you pay, and pay on handover.',
  },
  button: { id: 'mail.meetingAgreed.button', defaultMessage: 'See the booking' },
  footer: {
    id: 'mail.meetingAgreed.footer',
    defaultMessage: 'You get this message because you are the buyer or the seller of this booking.',
  },
});

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
  const say = sayer(shop.intl);
  const values = {
    other: data.otherName,
    product: data.productName,
    when: data.when,
    timeZone: data.timeZone,
    place: data.place,
  };
  const mail = messageWithLink(shop, {
    subject: say(m.subject, values),
    greeting: greeting(shop, data.name),
    lines: [say(m.meet, values), say(m.invitation), say(m.safety)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
  return { ...mail, icalEvent: { method: 'request', filename: 'meeting.ics', content: data.calendar } };
}
