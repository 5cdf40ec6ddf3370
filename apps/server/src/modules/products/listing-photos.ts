import { type ListingPhoto, PHOTOS_MAX, type Product } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defaultVariant, imagePath, srcSetFor } from '../images/images.public.js';
import { findListingPhotos } from './product-photos.repository.js';

/**
 * A listing's gallery as answered (decision 036). A listing without gallery rows (its photo
 * not from our store) shows its one cover, so `photos[0]` is always `imgURL`.
 */
export async function withPhotos(db: Kysely<DB>, product: Product, origin: string): Promise<Product> {
  const rows = await findListingPhotos(db, product._id);
  const photos: ListingPhoto[] =
    rows.length > 0
      ? rows.map((row) => ({
          url: `${origin}${imagePath(row.image_id, defaultVariant(row.width).name)}`,
          srcset: srcSetFor(row.image_id, row.width, origin),
          width: row.width,
          height: row.height,
        }))
      : [
          {
            url: product.imgURL,
            srcset: product.imgSrcSet,
            width: product.imgWidth,
            height: product.imgHeight,
          },
        ];
  return { ...product, photos };
}

/**
 * The gallery after an old client's edit that sends only `imgURL`: the new cover first, the
 * other photos kept in their order (the cover's old place dropped if it was already there).
 */
export function galleryWithCover(current: string[], coverId: string): string[] {
  return [coverId, ...current.filter((id) => id !== coverId)].slice(0, PHOTOS_MAX);
}
