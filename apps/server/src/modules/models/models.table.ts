import type { ModelType } from '@refocus/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** The `models` table (migration 043, decision 067): the catalogue of cameras and lenses. */
export interface ModelsTable {
  id: Generated<number>;
  slug: string;
  brand_id: number;
  /** With the brand, as people call it: "Canon EOS 5D Mark IV". */
  name: string;
  type: ModelType;
  /** A `MODEL_MOUNTS` name; null for a compact (and a film camera of no system the catalogue knows). */
  mount: string | null;
  year: number;
  /** The model this duplicate was merged into: it answers as that one. */
  merged_into: number | null;
  created_at: string;
  updated_at: string;
}

export type ModelRecord = Selectable<ModelsTable>;
export type NewModelRecord = Insertable<ModelsTable>;

/**
 * `model_price_guides` (migration 045): a model's kept price guide, whole cents, written when one
 * of its bookings completes; only models with at least `PRICE_GUIDE_MIN_SALES` (contract) sales have a row.
 */
export interface ModelPriceGuidesTable {
  model_id: number;
  sales: number;
  low: number;
  median: number;
  high: number;
  updated_at: string;
}
