import type { Grade, ItemType, LensMount, ProductStatus } from '@refocus/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `products` table: one row per listing, kept after deletion (`deleted_at`) for its orders. */
export interface ProductsTable {
  id: string;
  seller_id: string;
  /** The stored image the listing shows, when its photo is one of ours (images module). */
  image_id: string | null;
  name: string;
  img_url: string;
  category_id: number;
  location: string;
  /** Whole cents. */
  resale_price: number;
  /** Whole cents. */
  original_price: number;
  year_of_use: number;
  seller_name: string;
  /**
   * What the API's `condition` answers when the listing has no grade: the older client's
   * words, or "Not graded"; with a grade, its name (decision 059: the grade is the condition).
   */
  condition: string;
  /** The seller's own words on the condition, beside the grade (migration 038). */
  condition_notes: Generated<string>;
  seller_number: string;
  year_of_purchase: number;
  description: string;
  status: Generated<ProductStatus>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** When it was sold; null unless `status` is `sold` (migration 015). */
  sold_at: string | null;
  /** Whole cents: the asking price before the seller last lowered it (migration 015). */
  previous_price: number | null;
  /* Camera details (migration 016, decision 028); null when the seller gave none. */
  item_type: ItemType | null;
  grade: Grade | null;
  /** 1 everything works, 0 it does not. */
  works: 0 | 1 | null;
  works_note: string | null;
  lens_mount: LensMount | null;
  shutter_count: number | null;
  /** JSON array of the contract's INCLUDED_ITEMS. */
  included: string | null;
  /** The catalogue's model it is (`models.id`, migration 045), or null: named in free text only. */
  model_id: number | null;
  /** 0: the seller's "no offers", buyers book at the asking price only (migration 046, issue 45). */
  accepts_offers: Generated<0 | 1>;
}

export type ProductRecord = Selectable<ProductsTable>;
export type NewProductRecord = Insertable<ProductsTable>;
export type ProductRecordUpdate = Updateable<ProductsTable>;
