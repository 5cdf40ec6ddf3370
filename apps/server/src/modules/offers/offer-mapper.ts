import type { Offer, OfferMove, OfferParty } from '@refocus/contract';
import { toDollars } from '../../shared/money.js';
import { defaultVariant, imagePath } from '../images/images.public.js';
import { hasExpired } from './offer-rules.js';
import type { OfferMoveRow, OfferRow } from './offers.repository.js';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(Number(cents)));

/**
 * The API's view of an offer for one of its two sides. An open offer past its expiry is
 * answered as the sweep will write it (expired, with its `expire` move at the moment it
 * expired), so the answer never depends on whether a sweep ran yet.
 */
export function toOffer(
  row: OfferRow,
  moves: OfferMoveRow[],
  role: OfferParty,
  now: Date,
  origin = '',
): Offer {
  const imgURL =
    row.product_image_id && row.product_image_width
      ? `${origin}${imagePath(row.product_image_id, defaultVariant(row.product_image_width).name)}`
      : row.product_img_url;
  const expired = hasExpired(row, now);
  const history: OfferMove[] = moves.map((move) => ({
    by: move.actor,
    action: move.action,
    amount: dollarsOrNull(move.amount),
    createdAt: move.created_at,
  }));
  if (expired && row.turn) {
    history.push({ by: row.turn, action: 'expire', amount: null, createdAt: row.expires_at });
  }
  const open = row.status === 'open' && !expired;
  return {
    _id: row.id,
    product: {
      _id: row.product_id,
      name: row.product_name,
      imgURL,
      status: row.product_status,
      resalePrice: toDollars(Number(row.product_resale_price)),
      removed: row.product_deleted_at !== null,
    },
    askedPrice: toDollars(Number(row.asked_price)),
    amount: toDollars(Number(row.amount)),
    note: row.note,
    status: expired ? 'expired' : row.status,
    turn: open ? row.turn : null,
    role,
    buyerName: row.buyer_name,
    sellerName: row.seller_name,
    rounds: Number(row.rounds),
    moves: history,
    expiresAt: open ? row.expires_at : null,
    orderId: row.order_id,
    createdAt: row.created_at,
    updatedAt: expired ? row.expires_at : row.updated_at,
  };
}
