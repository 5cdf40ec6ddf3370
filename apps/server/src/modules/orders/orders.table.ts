import type { OrderStatus } from '@refocus/contract';
import type { Generated, Insertable } from 'kysely';

/**
 * The `orders` table: a booking, with the buyer's contact details and the listing's name
 * and price as they were when it was made (the listing may change or go later).
 */
export interface OrdersTable {
  id: string;
  product_id: string;
  /** Null once the buyer's account is deleted: the order stays as a record. */
  buyer_id: string | null;
  user_name: string;
  user_email: string;
  product_name: string;
  /** Whole cents: the asking price, or the one agreed in an offer. */
  price: number;
  phone_number: string;
  location: string;
  status: Generated<OrderStatus>;
  created_at: string;
  updated_at: string;
  /** Whole cents: the listing's asking price when an accepted offer became this booking; else null. */
  asked_price: number | null;
  /** The offer this booking came from (issue 45), or null. */
  offer_id: string | null;
  /** The agreed meeting time, an ISO 8601 instant (UTC); null until one side accepts a proposal. */
  meeting_at: string | null;
  /** When both were reminded of `meeting_at` (once: a conditional update, decision 069). */
  meeting_reminded_at: string | null;
  /** When both were asked whether the meeting happened (once, after `meeting_at`). */
  meeting_followed_up_at: string | null;
}

export type NewOrderRecord = Insertable<OrdersTable>;

/**
 * `meeting_proposals`: the times one side of a booking proposed and the other has not
 * answered. Only the newest proposal is on the table: a new one replaces every open one.
 */
export interface MeetingProposalsTable {
  order_id: string;
  /** ISO 8601 instant (UTC). */
  starts_at: string;
  proposed_by: 'buyer' | 'seller';
  created_at: string;
}
