import { type AdminBrand, type Brand, type BrandCreate, type BrandUpdate, slugOf } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.public.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import {
  type BrandRow,
  findBrand,
  insertBrand,
  listBrands,
  nextPosition,
  updateBrand,
} from './brands.repository.js';
import { searchWordsOf } from './brands.table.js';
import { brandsErrors } from './brands-errors.js';

const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  listings: Number(row.listings ?? 0),
});

const toAdminBrand = (row: BrandRow): AdminBrand => ({
  ...toBrand(row),
  position: row.position,
  hidden: row.hidden === 1,
});

const slugTaken = (slug: string) =>
  new AppError('conflict', { ...brandsErrors.brandAlreadySlug, values: { slug } }, 'slug');

/**
 * Brands as data (issue 44, item 1; decision 067): the menu's list for everyone, and the admins'
 * changes, each audited in its own transaction. The menu is part of every catalogue page, so a
 * change moves the catalogue version on: no page kept with the old menu is served again.
 */
export class BrandsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
    /** Writes the search words of a renamed brand's listings again (the storefront's, per database). */
    private readonly brandWordsChanged: (trx: Kysely<DB>, id: number) => Promise<void> = async () => {},
  ) {}

  async list(): Promise<Brand[]> {
    return (await listBrands(this.db, { hidden: false })).map(toBrand);
  }

  /** The menu's brands with the words the search finds each by (name and aliases, as typed). */
  async withSearchWords(): Promise<{ brand: Brand; words: string[] }[]> {
    return (await listBrands(this.db, { hidden: false })).map((row) => ({
      brand: toBrand(row),
      words: row.search_words.split(' ').filter(Boolean),
    }));
  }

  async adminList(): Promise<AdminBrand[]> {
    return (await listBrands(this.db, { hidden: true })).map(toAdminBrand);
  }

  async create(input: BrandCreate, adminId: string): Promise<AdminBrand> {
    const slug = input.slug ?? slugOf(input.name);
    if (slug === '') throw new AppError('validation-failed', brandsErrors.nameMustHoldLetters, 'name');
    const at = this.clock().toISOString();
    try {
      const id = await writeTransaction(this.db, async (trx) => {
        const id = await insertBrand(trx, {
          name: input.name,
          search_words: searchWordsOf({ name: input.name, aliases: '' }),
          slug,
          position: await nextPosition(trx),
          hidden: 0,
          created_at: at,
          updated_at: at,
        });
        await recordAudit(trx, {
          admin_id: adminId,
          action: 'add-brand',
          target_kind: 'brand',
          target_id: String(id),
          at,
        });
        await bumpCatalogueVersion(trx);
        return id;
      });
      return this.adminBrand(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }

  async update(id: number, input: BrandUpdate, adminId: string): Promise<AdminBrand> {
    const at = this.clock().toISOString();
    try {
      await writeTransaction(this.db, async (trx) => {
        const brand = await findBrand(trx, id);
        if (!brand) throw new AppError('not-found', brandsErrors.suchBrand);
        await updateBrand(trx, id, {
          ...(input.name === undefined
            ? {}
            : {
                name: input.name,
                search_words: searchWordsOf({ name: input.name, aliases: brand.aliases }),
              }),
          ...(input.slug === undefined ? {} : { slug: input.slug }),
          ...(input.position === undefined ? {} : { position: input.position }),
          ...(input.hidden === undefined ? {} : { hidden: input.hidden ? 1 : 0 }),
          updated_at: at,
        });
        if (input.name !== undefined) await this.brandWordsChanged(trx, id);
        const changed = Object.keys(input).sort().join(', ');
        await recordAudit(trx, {
          admin_id: adminId,
          action: 'edit-brand',
          target_kind: 'brand',
          target_id: String(id),
          note: changed === '' ? null : `Changed ${changed}`,
          at,
        });
        await bumpCatalogueVersion(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.slug) throw slugTaken(input.slug);
      throw error;
    }
    return this.adminBrand(id);
  }

  private async adminBrand(id: number): Promise<AdminBrand> {
    const row = (await listBrands(this.db, { hidden: true })).find((brand) => brand.id === id);
    if (!row) throw new AppError('not-found', brandsErrors.suchBrand);
    return toAdminBrand(row);
  }
}
