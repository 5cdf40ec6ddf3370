import type { Insertable } from 'kysely';

/** The `product_photos` table (migration 024): a listing's gallery, position 0 its cover. */
export interface ProductPhotosTable {
  product_id: string;
  /** 0 to 9; 0 is mirrored in `products.image_id`. */
  position: number;
  image_id: string;
}

export type NewProductPhotoRecord = Insertable<ProductPhotosTable>;
