import { MEETING_RULES, type MeetingSlot } from '@refocus/contract';

/**
 * Meeting times are the shop's wall-clock times (decision 069): shown in the shop's time zone,
 * whatever the browser's, so a buyer abroad and the seller read the same "Sat 12 Dec 2026, 11:00".
 */
const slotFormats = new Map<string, Intl.DateTimeFormat>();

function slotFormat(timeZone: string, locale = 'en-GB'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = slotFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    slotFormats.set(key, format);
  }
  return format;
}

/** Whether this browser's Intl knows the zone (an unknown one throws). */
function knownZone(timeZone: string): boolean {
  try {
    slotFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A meeting slot as people read it, e.g. `Sat 12 Dec 2026, 11:00`, in the shop's time zone;
 * in another page language (`locale`), as that language writes it (`Sa., 12. Dez. 2026, 11:00`).
 */
export function formatMeetingTime(slot: MeetingSlot, timeZone: string, locale = 'en'): string {
  // The wall-clock `local` is the shop's own reading: when the browser lacks the zone, read it as UTC.
  const [date, zone] = knownZone(timeZone)
    ? [new Date(slot.startsAt), timeZone]
    : [new Date(`${slot.local}:00Z`), 'UTC'];
  if (Number.isNaN(date.getTime())) return slot.local.replace('T', ' ');
  if (!locale.startsWith('en')) return slotFormat(zone, locale).format(date);
  const part = Object.fromEntries(
    slotFormat(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** The zone as people name it ("Central European Time"); UTC as "UTC"; else its IANA name. */
export function zoneName(timeZone: string, locale = 'en'): string {
  if (/^(Etc\/)?(UTC|GMT|Zulu|UCT|Universal)$/.test(timeZone)) return 'UTC';
  try {
    const name = new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-US' : locale, {
      timeZone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && !name.startsWith('GMT') ? name : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * `YYYY-MM-DDTHH:mm` of a moment in the shop's zone (the browser's while unknown): what a
 * `datetime-local` input takes as its `min` and `max`.
 */
function wallClock(at: Date, timeZone: string | undefined): string {
  const zone = timeZone && knownZone(timeZone) ? timeZone : undefined;
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(zone ? { timeZone: zone } : {}),
  }).formatToParts(at);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The earliest and latest slot one may propose now (MEETING_RULES), for the inputs' range. */
export function proposableRange(now: Date, timeZone: string | undefined): { min: string; max: string } {
  const minute = 60_000;
  return {
    min: wallClock(new Date(now.getTime() + MEETING_RULES.minLeadMinutes * minute), timeZone),
    max: wallClock(new Date(now.getTime() + MEETING_RULES.maxDaysAhead * 24 * 60 * minute), timeZone),
  };
}
