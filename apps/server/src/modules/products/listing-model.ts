import { type ItemType, MODEL_MOUNT_FILTERS, type ModelMount, type ModelType } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { ProductChanges } from './products.repository.js';

/** The listing type each kind of catalogue model is sold as. */
const ITEM_TYPE_OF: Record<ModelType, ItemType> = {
  body: 'camera-body',
  lens: 'lens',
  'film camera': 'film-camera',
  compact: 'camera-body',
};

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
      `modelSlug ${modelSlug} is not in the model catalogue`,
      'modelSlug',
    );
  }
  return {
    model_id: Number(model.id),
    category_id: Number(model.brand_id),
    item_type: ITEM_TYPE_OF[model.type as ModelType],
    lens_mount: model.mount === null ? null : (MODEL_MOUNT_FILTERS[model.mount as ModelMount] ?? null),
  };
}
