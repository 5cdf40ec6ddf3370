import {
  type CameraDetailsInput,
  INCLUDED_ITEMS,
  type IncludedItem,
  TYPES_WITH_MOUNT,
  TYPES_WITH_SHUTTER,
} from '@refocus/contract';
import { AppError } from '../../errors/app-error.js';
import type { ProductChanges } from './products.repository.js';
import type { ProductRecord } from './products.table.js';
import { productsErrors } from './products-errors.js';

/** Camera details (decision 028): between the contract's fields and the `products` columns. */

type DetailColumns = Pick<
  ProductRecord,
  'item_type' | 'grade' | 'works' | 'works_note' | 'lens_mount' | 'shutter_count' | 'included'
>;

export function detailsOf(row: DetailColumns) {
  return {
    itemType: row.item_type,
    grade: row.grade,
    works: row.works === null ? null : Number(row.works) === 1,
    worksNote: row.works_note ?? '',
    lensMount: row.lens_mount,
    shutterCount: row.shutter_count === null ? null : Number(row.shutter_count),
    included: includedOf(row.included),
  };
}

/** Stored JSON read defensively: only names the contract knows, so an answer always validates. */
function includedOf(json: string | null): IncludedItem[] {
  if (!json) return [];
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items)
      ? items.filter((i): i is IncludedItem => (INCLUDED_ITEMS as readonly unknown[]).includes(i))
      : [];
  } catch {
    return [];
  }
}

/** The columns a request's details write; absent fields are left alone, `null` clears. */
export function detailColumnsOf(input: CameraDetailsInput): ProductChanges {
  const columns: ProductChanges = {};
  if (input.itemType !== undefined) columns.item_type = input.itemType;
  if (input.grade !== undefined) columns.grade = input.grade;
  if (input.works !== undefined) columns.works = input.works === null ? null : input.works ? 1 : 0;
  if (input.worksNote !== undefined) columns.works_note = input.worksNote === '' ? null : input.worksNote;
  if (input.lensMount !== undefined) columns.lens_mount = input.lensMount;
  if (input.shutterCount !== undefined) columns.shutter_count = input.shutterCount;
  if (input.included !== undefined) {
    columns.included = input.included.length === 0 ? null : JSON.stringify(input.included);
  }
  return columns;
}

/**
 * A shutter count belongs to a body, a mount to anything but an accessory: checked on the
 * listing as it will be after the write, since an edit may change the type alone. A detail
 * without a type is taken as given (old clients, sellers who skip the type).
 */
export function checkDetailsFit(after: Pick<DetailColumns, 'item_type' | 'shutter_count' | 'lens_mount'>) {
  const type = after.item_type;
  if (!type) return;
  if (
    after.shutter_count !== null &&
    after.shutter_count !== undefined &&
    !TYPES_WITH_SHUTTER.includes(type)
  ) {
    throw new AppError(
      'validation-failed',
      { ...productsErrors.shutterCountNotApplicable, values: { types: TYPES_WITH_SHUTTER.join(', '), type } },
      'shutterCount',
    );
  }
  if (after.lens_mount !== null && after.lens_mount !== undefined && !TYPES_WITH_MOUNT.includes(type)) {
    throw new AppError(
      'validation-failed',
      { ...productsErrors.lensmountDoesApplyLeave, values: { type } },
      'lensMount',
    );
  }
}
