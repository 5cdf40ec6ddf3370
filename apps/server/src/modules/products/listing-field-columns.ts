import type { CameraDetailsInput, ProductFields } from '@refocus/contract';
import { toCents } from '../../shared/money.js';
import type { ConditionField } from './listing-condition.js';
import type { ProductChanges } from './products.repository.js';

/**
 * Which column holds each seller-written field, and how the value is stored (money in cents).
 * The condition, its notes and the grade are written together: listing-condition.ts.
 */
const FIELD_COLUMNS = {
  name: ['name'],
  categoryId: ['category_id'],
  location: ['location'],
  resalePrice: ['resale_price', toCents],
  originalPrice: ['original_price', toCents],
  yearOfUse: ['year_of_use'],
  sellerName: ['seller_name'],
  sellerNumber: ['seller_number'],
  yearOfPurchase: ['year_of_purchase'],
  description: ['description'],
} as const satisfies Record<
  Exclude<
    keyof ProductFields,
    ConditionField | 'imgURL' | 'photos' | 'modelSlug' | 'acceptsOffers' | keyof CameraDetailsInput
  >,
  readonly [keyof ProductChanges] | readonly [keyof ProductChanges, (value: number) => number]
>;

/** The columns that hold the spec's fields. */
export type SpecColumn = (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS][0];

export function columnsOf(
  fields: Partial<
    Omit<ProductFields, ConditionField | 'imgURL' | 'photos' | 'modelSlug' | keyof CameraDetailsInput>
  >,
): ProductChanges {
  const columns: Record<string, unknown> = {};
  for (const [field, [column, convert]] of Object.entries(FIELD_COLUMNS) as [
    keyof typeof FIELD_COLUMNS,
    readonly [string, ((value: number) => number)?],
  ][]) {
    const value = fields[field];
    if (value !== undefined) columns[column] = convert ? convert(value as number) : value;
  }
  // A flag, stored 0/1 as every flag is (better-sqlite3 binds no booleans).
  if (fields.acceptsOffers !== undefined) columns.accepts_offers = fields.acceptsOffers ? 1 : 0;
  return columns as ProductChanges;
}
