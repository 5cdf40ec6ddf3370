import {
  MODEL_SEARCH_LIMIT,
  type Model,
  type ModelCreate,
  type ModelDetail,
  type Product,
  slugOf,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { toDollars } from '../../shared/money.js';
import { recordAudit } from '../audit/audit.public.js';
import { findBrand } from '../brands/brands.public.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { findPublicModelListings } from '../products/products.public.js';
import { ModelCatalogue } from './model-catalogue.js';
import { searchModels } from './model-search.js';
import { findModelById, findModelBySlug, insertModel, mergeModel } from './models.repository.js';
import { modelsErrors } from './models-errors.js';
import { modelSales, priceGuideOf, refreshPriceGuide } from './price-guide.js';

const noSuchModel = () => new AppError('not-found', modelsErrors.suchModel);

/** Listings on sale a model's page shows: the newest ones; the catalogue search lists them all. */
const MODEL_PAGE_LISTINGS = 24;

/**
 * The model catalogue (issue 44, item 2; decision 067): searched and read from memory, kept per
 * catalogue version; admins add models and merge duplicates, each change audited and moving the
 * catalogue version on.
 */
export class ModelsService {
  private readonly catalogue: ModelCatalogue;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
    /** Makes the model page's listing images absolute when PUBLIC_URL is set. */
    private readonly origin = '',
  ) {
    this.catalogue = new ModelCatalogue(db);
  }

  async search(q: string, catalogueVersion?: number): Promise<Model[]> {
    const { index } = await this.catalogue.current(catalogueVersion);
    return searchModels(index, q, MODEL_SEARCH_LIMIT);
  }

  /** One model by slug; a merged duplicate answers as the model it was merged into. */
  async find(slug: string, catalogueVersion?: number): Promise<Model> {
    const { bySlug } = await this.catalogue.current(catalogueVersion);
    const model = bySlug.get(slug);
    if (!model) throw noSuchModel();
    return model;
  }

  /** A model with its price guide and its sales of the last 12 months (its page, issue 44 items 4–5). */
  async detail(slug: string, catalogueVersion?: number): Promise<ModelDetail> {
    const model = await this.find(slug, catalogueVersion);
    const id = await this.idOf(model.slug);
    const sales = await modelSales(this.db, id, this.clock());
    const guide = priceGuideOf(sales.map((sale) => sale.price));
    return {
      ...model,
      priceGuide: guide && {
        sales: guide.sales,
        low: toDollars(guide.low),
        median: toDollars(guide.median),
        high: toDollars(guide.high),
      },
      sales: sales.map((sale) => ({ soldAt: sale.soldAt, price: toDollars(sale.price) })),
    };
  }

  /** The model's listings on sale, newest first. */
  async listings(slug: string, catalogueVersion?: number): Promise<Product[]> {
    const model = await this.find(slug, catalogueVersion);
    return findPublicModelListings(this.db, await this.idOf(model.slug), MODEL_PAGE_LISTINGS, this.origin);
  }

  private async idOf(slug: string): Promise<number> {
    const row = await findModelBySlug(this.db, slug);
    if (!row) throw noSuchModel();
    return row.id;
  }

  async create(input: ModelCreate, adminId: string): Promise<Model> {
    const slug = input.slug ?? slugOf(input.name);
    if (slug === '') throw new AppError('validation-failed', modelsErrors.nameMustHoldLetters, 'name');
    const at = this.clock().toISOString();
    try {
      await writeTransaction(this.db, async (trx) => {
        if (!(await findBrand(trx, input.brandId))) {
          throw new AppError('validation-failed', modelsErrors.brandidMustNameBrand, 'brandId');
        }
        await insertModel(trx, {
          slug,
          brand_id: input.brandId,
          name: input.name,
          type: input.type,
          mount: input.mount,
          year: input.year,
          merged_into: null,
          created_at: at,
          updated_at: at,
        });
        await recordAudit(trx, {
          admin_id: adminId,
          action: 'add-model',
          target_kind: 'model',
          target_id: slug,
          at,
        });
        await bumpCatalogueVersion(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', { ...modelsErrors.modelAlreadySlug, values: { slug } }, 'slug');
      throw error;
    }
    this.catalogue.forget();
    return this.find(slug);
  }

  /** Merges the duplicate `slug` into `into` (or into the model `into` itself answers as). */
  async merge(slug: string, into: string, adminId: string): Promise<Model> {
    const at = this.clock().toISOString();
    await writeTransaction(this.db, async (trx) => {
      const duplicate = await findModelBySlug(trx, slug);
      const named = await findModelBySlug(trx, into);
      if (!duplicate || !named) throw noSuchModel();
      const target = named.merged_into === null ? named : await findModelById(trx, named.merged_into);
      if (!target) throw noSuchModel();
      if (duplicate.merged_into !== null) {
        throw new AppError('conflict', { ...modelsErrors.alreadyMergedIntoAnother, values: { slug } });
      }
      if (target.id === duplicate.id) throw new AppError('conflict', modelsErrors.modelCannotMergedInto);
      await mergeModel(trx, duplicate.id, target.id, at);
      await refreshPriceGuide(trx, target.id, new Date(at));
      await recordAudit(trx, {
        admin_id: adminId,
        action: 'merge-model',
        target_kind: 'model',
        target_id: slug,
        note: `Merged into ${target.slug}`,
        at,
      });
      await bumpCatalogueVersion(trx);
    });
    this.catalogue.forget();
    return this.find(slug);
  }
}
