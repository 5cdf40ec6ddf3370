import type { Generated } from 'kysely';

/**
 * One row per listing the storefront shows, kept by triggers (migration 003, decision 007);
 * read only, by storefront.repository.ts.
 */
export interface StorefrontEntriesTable {
  seq: Generated<number>;
  product_id: string;
  category_id: number;
  created_at: string;
  resale_price: number;
  /** Camera details copied from the product for filters and facets (migration 025). */
  item_type: string | null;
  grade: string | null;
  works: number | null;
  lens_mount: string | null;
}

/** Listings on the storefront per brand, kept by triggers on storefront_entries. */
export interface StorefrontCountsTable {
  category_id: number;
  listings: number;
}

/** Listings on the storefront per brand and month of listing (`YYYY-MM`), for deep pages (migration 028). */
export interface StorefrontMonthCountsTable {
  category_id: number;
  month: string;
  listings: number;
}

/** The sold listings' counts per brand and month (migration 028), for include-sold deep pages. */
export type StorefrontSoldMonthCountsTable = StorefrontMonthCountsTable;

/**
 * One row per sold listing an include-sold list shows (migration 027, decision 038), with the
 * entries' columns; its seq is drawn from the entries' sequence, so it is unique across both.
 */
export type StorefrontSoldEntriesTable = StorefrontEntriesTable;
