import { gradeNamed } from '@refocus/contract';
import { defaultVariant, imagePath, type StoredImage } from '../modules/images/images.public.js';
import { toCents } from '../shared/money.js';
import { DEMO_SELLER_PHONES, type DemoListing } from './demo-catalogue.js';

/**
 * A demo listing as a `products` row, posted by `seller` with its drawn `image` at `postedAt`:
 * the fields the storefront's demo cameras and the demo's sold ones share.
 */
export function demoListingRow(
  listing: DemoListing,
  seller: { id: string; name: string; email: string },
  image: Pick<StoredImage, 'id' | 'width'>,
  postedAt: string,
) {
  return {
    seller_id: seller.id,
    image_id: image.id,
    name: listing.name,
    img_url: imagePath(image.id, defaultVariant(image.width).name),
    category_id: listing.categoryId,
    location: listing.location,
    resale_price: toCents(listing.resalePrice),
    original_price: toCents(listing.originalPrice),
    year_of_use: listing.yearOfUse,
    seller_name: seller.name,
    // The grade is the condition (decision 059): every demo listing names one.
    condition: listing.condition,
    grade: gradeNamed(listing.condition),
    // Every row names every column: a many-row insert writes null for one that some rows lack.
    condition_notes: '',
    seller_number: DEMO_SELLER_PHONES[seller.email] ?? '',
    year_of_purchase: listing.yearOfPurchase,
    description: listing.description,
    created_at: postedAt,
    updated_at: postedAt,
    deleted_at: null,
  };
}
