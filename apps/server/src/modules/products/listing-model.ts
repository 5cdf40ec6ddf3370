import { listingDetailsOfModel, type ModelType } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { ProductChanges } from './products.repository.js';
import { productsErrors } from './products-errors.js';

/**
 * The columns a listing's `modelSlug` sets (issue 44, item 3; decision 068): the model (a merged
 * duplicate's survivor), and what follows from it: its brand, its type and its lens mount (none
 * for a compact). `undefined` changes nothing; `null` names none.
 * The catalogue's `models` table is read here directly, as the brands read the storefront's
 * counts: the models module imports the products module's search, not the other way round.
 */
export async function modelColumnsOf(
  db: Kysely<DB>,
  modelSlug: string | null | undefined,
): Promise<Pick<ProductChanges, 'model_id' | 'category_id' | 'item_type' | 'lens_mount'>> {
  if (modelSlug === undefined) return {};
  if (modelSlug === null) return { model_id: null };
  const model = await db
    .selectFrom('models as named')
    .leftJoin('models as survivor', 'survivor.id', 'named.merged_into')
    .select((eb) => [
      eb.fn.coalesce('survivor.id', 'named.id').as('id'),
      eb.fn.coalesce('survivor.brand_id', 'named.brand_id').as('brand_id'),
      eb.fn.coalesce('survivor.type', 'named.type').as('type'),
      eb.fn.coalesce('survivor.mount', 'named.mount').as('mount'),
    ])
    .where('named.slug', '=', modelSlug)
    .executeTakeFirst();
  if (!model) {
    throw new AppError(
      'validation-failed',
      { ...productsErrors.modelslugModelCatalogue, values: { modelSlug } },
      'modelSlug',
    );
  }
  const details = listingDetailsOfModel({ type: model.type as ModelType, mount: model.mount });
  return {
    model_id: Number(model.id),
    category_id: Number(model.brand_id),
    item_type: details.itemType,
    lens_mount: details.lensMount,
  };
}
