import type { Product, ProductFields, ProductUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { UploadLimits } from '../../config.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { toCents } from '../../shared/money.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import {
  defaultVariant,
  findImage,
  imagePath,
  storedImageIdOf,
  wasUploadedBy,
} from '../images/images.public.js';
import { declinePendingBookings, hasAcceptedBooking } from '../orders/orders.public.js';
import { requireVerifiedEmail, type User } from '../users/users.public.js';
import { withdrawListings } from './listing-withdrawal.js';
import { toProduct } from './product-mapper.js';
import {
  countListingsCreatedSince,
  countSellerProducts,
  findLiveProduct,
  insertProduct,
  listSellerProducts,
  lockListing,
  type ProductChanges,
  updateProduct,
} from './products.repository.js';

const DAY = 24 * 3_600_000;
const PHOTO_NOT_YOURS = 'imgURL must be a photo you uploaded to this Refocus';

/** The photo, unused for a day, was cleaned up between the check and the write. */
function photoCleanedUpMeanwhile(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError('validation-failed', PHOTO_NOT_YOURS, 'imgURL');
  throw error;
}

/** A seller's side of the catalogue: listing, editing, selling and withdrawing cameras. */
export class ListingsService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs in answers: PUBLIC_URL when set. */
    private readonly origin: string,
    private readonly limits: Pick<UploadLimits, 'listingsPerDay'>,
  ) {}

  async create(seller: User, fields: ProductFields, ownOrigins: string[]): Promise<Product> {
    requireVerifiedEmail(seller);
    const since = new Date(Date.now() - DAY).toISOString();
    if ((await countListingsCreatedSince(this.db, seller.id, since)) >= this.limits.listingsPerDay) {
      throw new AppError(
        'rate-limited',
        `You can list at most ${this.limits.listingsPerDay} cameras per day.`,
      );
    }
    const image = await this.storedImage(seller, fields.imgURL, ownOrigins);
    const now = new Date().toISOString();
    const id = uuidv7();
    // The catalogue version last, as in every writer: its one row is the most shared lock.
    const inserting = writeTransaction(this.db, async (trx) => {
      await insertProduct(trx, {
        id,
        seller_id: seller.id,
        image_id: image.id,
        img_url: imagePath(image.id, defaultVariant(image.width).name),
        ...(columnsOf(fields) as Required<
          Omit<ProductChanges, 'image_id' | 'img_url' | 'status' | 'updated_at'>
        >),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await bumpCatalogueVersion(trx);
    });
    await inserting.catch(photoCleanedUpMeanwhile);
    return this.answer(id);
  }

  async mine(seller: User, page: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      listSellerProducts(this.db, seller.id, (page.page - 1) * page.limit, page.limit),
      countSellerProducts(this.db, seller.id),
    ]);
    return { items: rows.map((row) => toProduct(row, this.origin)), total };
  }

  async update(caller: User, id: string, request: ProductUpdate, ownOrigins: string[]) {
    const current = await this.ownedBy(caller, id, { allowAdmin: false });
    const { status, imgURL, ...fields } = request;
    const changes: ProductChanges = columnsOf(fields);
    if (imgURL !== undefined) {
      const image = await this.storedImage(caller, imgURL, ownOrigins, current.image_id);
      changes.image_id = image.id;
      changes.img_url = imagePath(image.id, defaultVariant(image.width).name);
    }
    const now = new Date().toISOString();
    const updating = writeTransaction(this.db, async (trx) => {
      // The status is read under the row's lock: a booking accepted a moment ago is seen.
      const product = await lockListing(trx, id);
      if (!product || product.deleted_at !== null) throw new AppError('not-found', 'No such listing.');
      // A copy per attempt: a retried transaction starts from the request again.
      const write: ProductChanges = { ...changes };
      if (status === 'available' && product.status !== 'available') {
        if (await hasAcceptedBooking(trx, id)) {
          throw new AppError(
            'conflict',
            'This listing has an accepted booking; complete or cancel it first.',
            'status',
          );
        }
        write.status = 'available';
      }
      if (status === 'sold' && product.status !== 'sold') {
        if (await hasAcceptedBooking(trx, id)) {
          throw new AppError(
            'conflict',
            'This listing has an accepted booking; mark that booking completed.',
            'status',
          );
        }
        write.status = 'sold';
        await declinePendingBookings(trx, id, now);
      }
      if (Object.keys(write).length > 0) {
        await updateProduct(trx, id, { ...write, updated_at: now });
        await bumpCatalogueVersion(trx);
      }
    });
    await updating.catch(photoCleanedUpMeanwhile);
    return this.answer(id);
  }

  async remove(caller: User, id: string): Promise<void> {
    await this.ownedBy(caller, id, { allowAdmin: true });
    const now = new Date().toISOString();
    await writeTransaction(this.db, async (trx) => {
      const product = await lockListing(trx, id);
      if (!product || product.deleted_at !== null) throw new AppError('not-found', 'No such listing.');
      await withdrawListings(trx, [id], now);
    });
  }

  private async ownedBy(caller: User, id: string, rule: { allowAdmin: boolean }) {
    const product = await findLiveProduct(this.db, id);
    if (!product) throw new AppError('not-found', 'No such listing.');
    const may = product.seller_id === caller.id || (rule.allowAdmin && caller.admin);
    if (!may) throw new AppError('forbidden', 'This listing belongs to another seller.');
    return product;
  }

  /**
   * The stored image a listing may show: one this seller uploaded, or the one the listing
   * already has. Another seller's upload is refused like an unknown one, so the answer
   * does not tell which photos exist.
   */
  private async storedImage(seller: User, imgURL: string, ownOrigins: string[], currentId?: string | null) {
    const imageId = storedImageIdOf(imgURL, ownOrigins);
    const image = imageId ? await findImage(this.db, imageId) : undefined;
    const mayUse =
      image !== undefined && (image.id === currentId || (await wasUploadedBy(this.db, image.id, seller.id)));
    if (!image || !mayUse) {
      throw new AppError('validation-failed', PHOTO_NOT_YOURS, 'imgURL');
    }
    return image;
  }

  private async answer(id: string): Promise<Product> {
    const row = await findLiveProduct(this.db, id);
    if (!row) throw new AppError('not-found', 'No such listing.');
    return toProduct(row, this.origin);
  }
}

/** Which column holds each seller-written field, and how the value is stored (money in cents). */
const FIELD_COLUMNS = {
  name: ['name'],
  categoryId: ['category_id'],
  location: ['location'],
  resalePrice: ['resale_price', toCents],
  originalPrice: ['original_price', toCents],
  yearOfUse: ['year_of_use'],
  condition: ['condition'],
  sellerName: ['seller_name'],
  sellerNumber: ['seller_number'],
  yearOfPurchase: ['year_of_purchase'],
  description: ['description'],
} as const satisfies Record<
  Exclude<keyof ProductFields, 'imgURL'>,
  readonly [keyof ProductChanges] | readonly [keyof ProductChanges, (value: number) => number]
>;

function columnsOf(fields: Partial<Omit<ProductFields, 'imgURL'>>): ProductChanges {
  const columns: Record<string, unknown> = {};
  for (const [field, [column, convert]] of Object.entries(FIELD_COLUMNS) as [
    keyof typeof FIELD_COLUMNS,
    readonly [string, ((value: number) => number)?],
  ][]) {
    const value = fields[field];
    if (value !== undefined) columns[column] = convert ? convert(value as number) : value;
  }
  return columns as ProductChanges;
}
