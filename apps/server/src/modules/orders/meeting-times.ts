import { TZDate } from '@date-fns/tz';
import { MEETING_RULES, type MeetingSlot } from '@refocus/contract';
import { AppError } from '../../errors/app-error.js';
import { ordersErrors } from './orders-errors.js';

/**
 * Meeting times are the shop's wall-clock times (decision 069): `2026-12-12T11:00` in
 * `SHOP_TIME_ZONE`, whatever zone the browser or the server runs in. They are stored as UTC
 * instants and answered both ways, so daylight saving never moves an agreed meeting.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The shop's wall-clock time of an instant, `YYYY-MM-DDTHH:mm`. */
export function toLocalTime(instant: string | Date, zone: string): string {
  const d = new TZDate(new Date(instant).getTime(), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One slot as the API answers it: the instant and the shop's wall-clock time. */
export function slotOf(startsAt: string, zone: string): MeetingSlot {
  return { startsAt, local: toLocalTime(startsAt, zone) };
}

/**
 * The instant a wall-clock time in the zone stands for, or a 400 naming `field`: a date that
 * does not exist (30 February), or a time the clocks skip when daylight saving starts (02:30
 * on the last Sunday of March in Europe). The regex of the contract has checked the shape.
 * A time that happens twice (the hour the clocks go back) is taken as the zone library does.
 */
export function toInstant(local: string, zone: string, field: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC reads years 0-99 as 1900-1999: such a year is no real meeting date either.
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    calendar.getUTCHours() !== hour ||
    calendar.getUTCMinutes() !== minute
  ) {
    throw new AppError('validation-failed', { ...ordersErrors.realDateTime, values: { local } }, field);
  }
  const instant = new TZDate(year, month - 1, day, hour, minute, zone);
  // A time in the gap comes back moved past it: it is not a time anyone's clock shows there.
  if (toLocalTime(instant, zone) !== local) {
    throw new AppError(
      'validation-failed',
      { ...ordersErrors.doesExistClocksSkip, values: { local, zone } },
      field,
    );
  }
  return new Date(instant.getTime());
}

/** A proposed slot lies between `minLeadMinutes` and `maxDaysAhead` days from now, or a 400. */
function requireWithinWindow(instant: Date, local: string, now: Date, field: string): void {
  const lead = instant.getTime() - now.getTime();
  if (lead < MEETING_RULES.minLeadMinutes * MINUTE) {
    throw new AppError(
      'validation-failed',
      { ...ordersErrors.tooSoonProposeTime, values: { local, minLeadMinutes: MEETING_RULES.minLeadMinutes } },
      field,
    );
  }
  if (lead > MEETING_RULES.maxDaysAhead * DAY) {
    throw new AppError(
      'validation-failed',
      { ...ordersErrors.tooFarAheadPropose, values: { local, maxDaysAhead: MEETING_RULES.maxDaysAhead } },
      field,
    );
  }
}

/** Proposed wall-clock times as instants (ISO 8601, UTC), each checked; in the order given. */
export function proposedInstants(times: readonly string[], zone: string, now: Date, field: string): string[] {
  return times.map((local) => {
    const instant = toInstant(local, zone, field);
    requireWithinWindow(instant, local, now, field);
    return instant.toISOString();
  });
}

/**
 * A slot as people read it, in the shop's zone: "Sat 12 Dec 11:00", or with the year
 * "Sat 12 Dec 2026, 11:00" where the line stands alone (an agreed meeting, a reminder).
 * Fixed English words rather than the server's locale, so every instance writes the same.
 */
export function describeTime(instant: string, zone: string, options: { year?: boolean } = {}): string {
  const d = new TZDate(new Date(instant).getTime(), zone);
  const day = `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]}`;
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return options.year ? `${day} ${d.getFullYear()}, ${clock}` : `${day} ${clock}`;
}
