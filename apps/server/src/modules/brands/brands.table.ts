import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The `brands` table (migration 043, decision 067): the brands listings are filed under, their
 * id being a listing's `category_id`. Ids 1–3 are Canon, Sony and Nikon for good.
 */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** Place in the Brand menu, smallest first (ties by id). */
  position: number;
  /** 1: left out of the menu and `GET /api/brands`; its listings stay. */
  hidden: number;
  /** Other spellings the search finds the brand by, space-separated ("Cannon"; migration 044). */
  aliases: Generated<string>;
  /** What the full-text index holds for the brand: aliases then name (`searchWordsOf`). */
  search_words: string;
  created_at: string;
  updated_at: string;
}

export type BrandRecord = Selectable<BrandsTable>;
export type NewBrandRecord = Insertable<BrandsTable>;

/** The words the search index holds for a brand: its other spellings, then its name ("Cannon Canon"). */
export function searchWordsOf(brand: { name: string; aliases: string }): string {
  return brand.aliases === '' ? brand.name : `${brand.aliases} ${brand.name}`;
}
