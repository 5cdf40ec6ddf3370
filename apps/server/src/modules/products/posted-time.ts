const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Days remembered; a catalogue spans a few years of them, and the map is emptied if it fills. */
const MAX_DAYS = 4096;
const byDay = new Map<string, string>();

/**
 * A listing's `postedTime` ("Mar 4, 2025"), from its `created_at`. `Intl` formatting costs
 * about 1 µs a call, 24 per page of a catalogue miss, so each UTC day is formatted once: a
 * timestamp written by `toISOString()` ends in `Z`, and its day is its first ten characters.
 * Any other form is formatted as it comes.
 */
export function postedTimeOf(createdAt: string): string {
  if (createdAt.length !== 24 || createdAt[10] !== 'T' || createdAt[23] !== 'Z') {
    return mediumDate.format(new Date(createdAt));
  }
  const day = createdAt.slice(0, 10);
  let text = byDay.get(day);
  if (text === undefined) {
    text = mediumDate.format(new Date(createdAt));
    if (byDay.size >= MAX_DAYS) byDay.clear();
    byDay.set(day, text);
  }
  return text;
}
