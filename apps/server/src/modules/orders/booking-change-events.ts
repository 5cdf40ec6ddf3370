import type { LiveEvent } from '@refocus/contract';
import type { LiveEvents } from '../events/events.public.js';

type BookingChanged = Extract<LiveEvent, { type: 'booking-changed' }>['data'];

/** One booking whose status moved, and who should hear of it (as which side). */
export interface BookingChange extends BookingChanged {
  /** Null when that side's account is gone: nobody to tell. */
  userId: string | null;
}

/**
 * Tells each user whose booking moved, on any instance (decision 023). Call it after the
 * commit. Fire-and-forget: a lost live event only means a list refreshes on the next load.
 */
export function publishBookingChanges(events: LiveEvents | undefined, changes: BookingChange[]): void {
  for (const { userId, ...data } of changes) {
    if (userId) events?.publish(userId, { type: 'booking-changed', data }).catch(() => undefined);
  }
}
