import { describeTime } from './meeting-times.js';

/** The sentences the shop writes about meeting moves: the thread's system lines and the notices. */

/** "Sun 13 Dec 15:00, Sat 12 Dec 11:00" → earliest first, as a reader scans them. */
export function timesList(instants: readonly string[], zone: string): string {
  return [...instants]
    .sort()
    .map((instant) => describeTime(instant, zone))
    .join(', ');
}

/** The thread's line for a proposal: "Bea proposed to meet on Sat 12 Dec 11:00, Sun 13 Dec 15:00". */
export function proposalLine(
  name: string,
  instants: readonly string[],
  zone: string,
  place?: string,
): string {
  const where = place === undefined ? '' : ` at ${place}`;
  return `${name} proposed to meet on ${timesList(instants, zone)}${where}`;
}

/** The thread's line for an agreement: "Meeting agreed: Sat 12 Dec 2026, 11:00 at Central Station". */
export function agreedLine(instant: string, zone: string, place: string): string {
  return `Meeting agreed: ${describeTime(instant, zone, { year: true })} at ${place}`;
}
