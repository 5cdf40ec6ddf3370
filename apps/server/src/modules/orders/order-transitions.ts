import type { OrderStatus } from '@refocus/contract';

export type Actor = 'buyer' | 'seller';

/** Effect of a transition on the listing: its status must be `from` and becomes `to`. */
interface ListingEffect {
  from: 'available' | 'booked';
  to: 'available' | 'booked' | 'sold';
}

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  listing?: ListingEffect;
}

/** The only moves a booking can make (PRODUCT.md §2 "Orders are bookings with a life"). */
const TRANSITIONS: readonly Transition[] = [
  { from: 'pending', to: 'cancelled', actor: 'buyer' },
  { from: 'pending', to: 'accepted', actor: 'seller', listing: { from: 'available', to: 'booked' } },
  { from: 'pending', to: 'declined', actor: 'seller' },
  { from: 'accepted', to: 'completed', actor: 'seller', listing: { from: 'booked', to: 'sold' } },
  { from: 'accepted', to: 'cancelled', actor: 'seller', listing: { from: 'booked', to: 'available' } },
];

export function findTransition(from: OrderStatus, to: OrderStatus): Transition[] {
  return TRANSITIONS.filter((t) => t.from === from && t.to === to);
}
