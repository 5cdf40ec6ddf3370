import { defineMessages } from '@formatjs/intl';
import { createEvent, type EventAttributes } from 'ics';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import { type ServerIntl, sayer } from '../notifications/notifications.public.js';

const m = defineMessages({
  summary: { id: 'mail.meetingInvitation.summary', defaultMessage: '{product}: meeting {other}' },
  description: {
    id: 'mail.meetingInvitation.description',
    defaultMessage:
      'Meet {other} to hand over {product}. Meet in a public place, check the camera, pay on handover.',
  },
});

const english = ENGLISH_IN_DOLLARS.intl('en');

/** What the invitation to an agreed meeting says. */
export interface MeetingInvitation {
  orderId: string;
  /** ISO 8601 instant (UTC). */
  startsAt: string;
  productName: string;
  /** The other side's name, as the summary names who to meet. */
  otherName: string;
  /** The booking's meeting place. */
  place: string;
  /** The recipient, as the one attendee: their own calendar marks them going. */
  attendee: { name: string; email: string };
  /** The shop, as the one who sends the request (RFC 5546 §3.2.2); left out when unknown. */
  organizer?: { name: string; email: string } | undefined;
  /** When the meeting was agreed: the stamp, and the order of updates to the same meeting. */
  agreedAt: Date;
  /** When the booking was made: `SEQUENCE` counts seconds from it. */
  bookedAt: string;
  /** The recipient's language (decision 070); English without. */
  intl?: ServerIntl | undefined;
}

const MEETING_HOURS = 1;

/**
 * A name as a quoted parameter value (`CN="…"`) can hold it: RFC 5545 allows no DQUOTE inside
 * one, escaped or not, and the `ics` library writes `\"`, which calendar programs misread.
 */
const parameterSafe = (name: string) => name.replace(/"/g, "'");

/**
 * The RFC 5545 invitation a confirmation carries (decision 069): `METHOD:REQUEST`, so mail
 * programs offer to add it, the start in UTC, an hour long, the place as `LOCATION`. The UID is
 * the booking's, so a meeting agreed again later updates the same calendar entry; its
 * `SEQUENCE` (seconds since the booking, at each agreement) only grows, as RFC 5546 asks of
 * an update. No URL: the message around it carries the link, made on PUBLIC_URL at send time.
 */
export function meetingInvitation(invitation: MeetingInvitation): string {
  const say = sayer(invitation.intl ?? english);
  const words = { product: invitation.productName, other: invitation.otherName };
  const event: EventAttributes & { timestamp: number } = {
    uid: `meeting-${invitation.orderId}@refocus`,
    method: 'REQUEST',
    productId: 'refocus/meetings',
    start: Date.parse(invitation.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: MEETING_HOURS },
    title: say(m.summary, words),
    description: say(m.description, words),
    location: invitation.place,
    status: 'CONFIRMED',
    ...(invitation.organizer && {
      organizer: { name: parameterSafe(invitation.organizer.name), email: invitation.organizer.email },
    }),
    attendees: [
      {
        ...invitation.attendee,
        name: parameterSafe(invitation.attendee.name),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
    sequence: Math.max(
      0,
      Math.floor((invitation.agreedAt.getTime() - Date.parse(invitation.bookedAt)) / 1000),
    ),
    // The app's clock, not the library's own `Date.now()`.
    timestamp: invitation.agreedAt.getTime(),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('the meeting invitation could not be written');
  return value;
}
