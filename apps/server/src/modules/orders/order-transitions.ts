import type { OrderStatus } from '@refocus/contract';
import type { ErrorMessage } from '../../errors/app-error.js';
import { ordersErrors } from './orders-errors.js';

export type Actor = 'buyer' | 'seller';

/** Effect of a transition on the listing: its status must be `from` and becomes `to`. */
interface ListingEffect {
  from: 'available' | 'booked';
  to: 'available' | 'booked' | 'sold';
}

/** A condition a transition needs besides its status and actor, and the sentence refusing it. */
interface Guard {
  allows(order: { meeting_at: string | null }, now: Date): boolean;
  refusal: ErrorMessage;
}

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  listing?: ListingEffect;
  guard?: Guard;
}

/**
 * "It did not happen" (issue 45, item 3): once the agreed meeting time has passed, the buyer
 * of an accepted booking may close it, and the camera goes back on sale. Before that only the
 * seller may cancel an accepted booking, as before: the buyer asks them.
 */
const MEETING_PASSED: Guard = {
  allows: (order, now) => order.meeting_at !== null && order.meeting_at <= now.toISOString(),
  refusal: ordersErrors.cancelAfterMeetingOnly,
};

/** The only moves a booking can make (PRODUCT.md §2 "Orders are bookings with a life"). */
const TRANSITIONS: readonly Transition[] = [
  { from: 'pending', to: 'cancelled', actor: 'buyer' },
  { from: 'pending', to: 'accepted', actor: 'seller', listing: { from: 'available', to: 'booked' } },
  { from: 'pending', to: 'declined', actor: 'seller' },
  { from: 'accepted', to: 'completed', actor: 'seller', listing: { from: 'booked', to: 'sold' } },
  { from: 'accepted', to: 'cancelled', actor: 'seller', listing: { from: 'booked', to: 'available' } },
  {
    from: 'accepted',
    to: 'cancelled',
    actor: 'buyer',
    listing: { from: 'booked', to: 'available' },
    guard: MEETING_PASSED,
  },
];

export function findTransition(from: OrderStatus, to: OrderStatus): Transition[] {
  return TRANSITIONS.filter((t) => t.from === from && t.to === to);
}

/** Whether the transition's guard, if any, lets this booking make it now. */
export function guardAllows(
  transition: Transition,
  order: { meeting_at: string | null },
  now: Date,
): boolean {
  return transition.guard?.allows(order, now) ?? true;
}
