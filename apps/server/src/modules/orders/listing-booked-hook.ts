import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A listing got booked by an accepted booking (issue 45): the hook closes what else was open on
 * it in the same transaction, and answers what to publish once that committed.
 */
export type ListingBookedHook = (
  trx: Transaction<DB>,
  productId: string,
  at: string,
  linkOrigin: string,
  /** The buyer of the booking accepted. */
  buyerId: string | null,
) => Promise<() => void>;
