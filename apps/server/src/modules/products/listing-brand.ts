import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findBrand } from '../brands/brands.public.js';
import { productsErrors } from './products-errors.js';

/**
 * A listing's `categoryId` names one of the shop's brands (issue 44: admins add brands, so the
 * contract no longer lists them). A hidden brand still takes listings: hiding keeps it out of
 * the menu, and the listings it has stay.
 */
export async function checkBrandExists(db: Kysely<DB>, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  if (!(await findBrand(db, categoryId))) {
    throw new AppError(
      'validation-failed',
      { ...productsErrors.categoryidOneShopS, values: { categoryId: String(categoryId) } },
      'categoryId',
    );
  }
}
