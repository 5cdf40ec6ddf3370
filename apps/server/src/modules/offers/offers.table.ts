import type { OfferMove, OfferParty, OfferStatus } from '@refocus/contract';
import type { Insertable } from 'kysely';

/**
 * The `offers` table (migration 046, decision 069): one negotiation of one buyer over one
 * listing. Money in whole cents; `turn` is null once the offer is closed.
 */
export interface OffersTable {
  id: string;
  product_id: string;
  /** Null once that account is deleted: the offer stays as a record, like orders. */
  buyer_id: string | null;
  seller_id: string | null;
  buyer_name: string;
  seller_name: string;
  /** Whole cents: the listing's asking price when the offer was made. */
  asked_price: number;
  /** Whole cents: the price on the table (the agreed one once accepted). */
  amount: number;
  note: string;
  status: OfferStatus;
  turn: OfferParty | null;
  /** Prices proposed so far: the offer, then each counter. */
  rounds: number;
  /** The booking an accepted offer became. */
  order_id: string | null;
  created_at: string;
  updated_at: string;
  /** 48 hours after the last move; read as expired once passed, whatever the sweep did. */
  expires_at: string;
}

/** `offer_moves`: each move of an offer in order (`seq` from 1), the history both sides see. */
export interface OfferMovesTable {
  offer_id: string;
  seq: number;
  actor: OfferParty;
  action: OfferMove['action'];
  /** Whole cents: the price proposed or agreed; null for the other moves. */
  amount: number | null;
  created_at: string;
}

export type NewOfferRecord = Insertable<OffersTable>;
export type NewOfferMove = Insertable<OfferMovesTable>;
