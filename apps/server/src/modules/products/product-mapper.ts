import { GRADE_SCALE, type PriceVerdict, type Product } from '@refocus/contract';
import { toDollars } from '../../shared/money.js';
import { defaultVariant, imagePath, srcSetFor } from '../images/images.public.js';
import { toRating } from '../users/users.public.js';
import { detailsOf } from './listing-details.js';
import { postedTimeOf } from './posted-time.js';
import type { ProductRow } from './storefront.repository.js';

/**
 * A listing as the storefront shows it to everyone: without the seller's phone number, which
 * only the buyer of an accepted booking gets, through their order (issue 19). Old clients
 * never showed it, so the empty string keeps their contract.
 */
export function toPublicProduct(row: ProductRow, origin = ''): Product {
  return { ...toProduct(row, origin), sellerNumber: '' };
}

/** The API's view of a product row; `origin` makes image URLs absolute when PUBLIC_URL is set. */
export function toProduct(row: ProductRow, origin = ''): Product {
  const image = row.image_id && row.image_width ? { id: row.image_id, width: row.image_width } : undefined;
  return {
    _id: row.id,
    name: row.name,
    imgURL: image ? `${origin}${imagePath(image.id, defaultVariant(image.width).name)}` : row.img_url,
    imgSrcSet: image ? srcSetFor(image.id, image.width, origin) : '',
    imgWidth: row.image_width,
    imgHeight: row.image_height,
    categoryId: row.category_id,
    location: row.location,
    resalePrice: toDollars(row.resale_price),
    originalPrice: toDollars(row.original_price),
    yearOfUse: Number(row.year_of_use),
    sellerName: row.seller_name,
    // The grade is the condition (decision 059); without one, the words the column keeps.
    condition: row.grade ? GRADE_SCALE[row.grade].label : row.condition,
    conditionNotes: row.condition_notes,
    sellerNumber: row.seller_number,
    yearOfPurchase: row.year_of_purchase,
    description: row.description,
    postedTime: postedTimeOf(row.created_at),
    createdAt: row.created_at,
    status: row.status,
    sellerId: row.seller_id,
    soldAt: row.status === 'sold' ? row.sold_at : null,
    previousPrice:
      row.previous_price !== null && Number(row.previous_price) > Number(row.resale_price)
        ? toDollars(Number(row.previous_price))
        : null,
    sellerRating: toRating(row.seller_rating_sum, row.seller_rating_count),
    model: row.model_slug && row.model_name ? { slug: row.model_slug, name: row.model_name } : null,
    priceVerdict: priceVerdictOf(Number(row.resale_price), row.guide_low, row.guide_high),
    acceptsOffers: Number(row.accepts_offers) === 1,
    ...detailsOf(row),
  };
}

/**
 * Where an asking price falls in its model's price guide (issue 44, item 5), all in whole cents:
 * below the guide's low (25th percentile), above its high (75th), typical from one to the other,
 * both included. No guide (no model, or too few sales): null.
 */
export function priceVerdictOf(
  price: number,
  low: number | string | null,
  high: number | string | null,
): PriceVerdict | null {
  if (low === null || high === null) return null;
  if (price < Number(low)) return 'below';
  if (price > Number(high)) return 'above';
  return 'typical';
}
