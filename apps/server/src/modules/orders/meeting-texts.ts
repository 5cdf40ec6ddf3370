import { defineMessages } from '@formatjs/intl';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import { type ServerIntl, sayer } from '../notifications/notifications.public.js';
import { describeTime } from './meeting-times.js';

/**
 * The sentences the shop writes about meeting moves: the thread's system lines and the notices,
 * in the language of the intl given (decision 070); English without one. Times are the shop's
 * wall-clock times (decision 069) in each language's own way of writing them.
 */

const english = ENGLISH_IN_DOLLARS.intl('en');

const m = defineMessages({
  proposalLine: {
    id: 'notices.threadLine.meetingProposed',
    defaultMessage: '{name} proposed to meet on {times}',
  },
  proposalLineAt: {
    id: 'notices.threadLine.meetingProposedAt',
    defaultMessage: '{name} proposed to meet on {times} at {place}',
  },
  agreedLine: { id: 'notices.threadLine.meetingAgreed', defaultMessage: 'Meeting agreed: {when} at {place}' },
});

/**
 * One meeting time as people read it: "Sat 12 Dec 11:00" in English (as ever), "Sa., 12. Dez.,
 * 11:00" in German; with `year`, "Sat 12 Dec 2026, 11:00".
 */
export function timeIn(
  instant: string,
  zone: string,
  intl: ServerIntl | undefined,
  options: { year?: boolean } = {},
): string {
  if (!intl || intl.locale === 'en') return describeTime(instant, zone, options);
  return intl.formatDate(instant, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(options.year ? { year: 'numeric' as const } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
}

/** "Sun 13 Dec 15:00, Sat 12 Dec 11:00" → earliest first, as a reader scans them. */
export function timesList(instants: readonly string[], zone: string, intl?: ServerIntl): string {
  return [...instants]
    .sort()
    .map((instant) => timeIn(instant, zone, intl))
    .join(', ');
}

/** The thread's line for a proposal: "Bea proposed to meet on Sat 12 Dec 11:00, Sun 13 Dec 15:00". */
export function proposalLine(
  name: string,
  instants: readonly string[],
  zone: string,
  place?: string,
  intl?: ServerIntl,
): string {
  const say = sayer(intl ?? english);
  const values = { name, times: timesList(instants, zone, intl) };
  return place === undefined ? say(m.proposalLine, values) : say(m.proposalLineAt, { ...values, place });
}

/** The thread's line for an agreement: "Meeting agreed: Sat 12 Dec 2026, 11:00 at Central Station". */
export function agreedLine(instant: string, zone: string, place: string, intl?: ServerIntl): string {
  const when = timeIn(instant, zone, intl, { year: true });
  return sayer(intl ?? english)(m.agreedLine, { when, place });
}

/** The notices of meeting moves to the other side, in the reader's language. */
export const meetingNotices = defineMessages({
  proposed: {
    id: 'notices.meeting.proposed',
    defaultMessage: '{name} proposed to meet for {product} on {times}.',
  },
  proposedAt: {
    id: 'notices.meeting.proposedAt',
    defaultMessage: '{name} proposed to meet for {product} on {times} at {place}.',
  },
  agreed: {
    id: 'notices.meeting.agreed',
    defaultMessage: '{name} agreed to meet for {product} on {when} at {place}.',
  },
  otherSide: { id: 'notices.meeting.otherSide', defaultMessage: 'the other side' },
});
