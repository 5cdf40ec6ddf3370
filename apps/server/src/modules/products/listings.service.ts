import type {
  CameraDetailsInput,
  ListingViewer,
  OwnListing,
  Product,
  ProductFields,
  ProductUpdate,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { UploadLimits } from '../../config.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { toCents } from '../../shared/money.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import type { LiveEvents } from '../events/events.public.js';
import { countSavers, type SavedListingChange, tellSavers } from '../favourites/favourites.public.js';
import {
  defaultVariant,
  findImage,
  imagePath,
  restartGracePeriod,
  storedImageIdOf,
  wasUploadedBy,
} from '../images/images.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import {
  type BookingChange,
  countPendingBookings,
  declinePendingBookings,
  findOpenOrderOf,
  hasAcceptedBooking,
  publishBookingChanges,
} from '../orders/orders.public.js';
import { requireVerifiedEmail, type User } from '../users/users.public.js';
import { checkDetailsFit, detailColumnsOf } from './listing-details.js';
import { galleryWithCover, withPhotos } from './listing-photos.js';
import { priceAfterEdit } from './listing-price.js';
import { withdrawListings } from './listing-withdrawal.js';
import { toProduct } from './product-mapper.js';
import { listingPhotoIds, replaceListingPhotos } from './product-photos.repository.js';
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
const PHOTO_NOT_YOURS = {
  imgURL: 'imgURL must be a photo you uploaded to this Refocus',
  photos: 'photos must be photos you uploaded to this Refocus',
} as const;
type PhotoField = keyof typeof PHOTO_NOT_YOURS;

/** The photo, unused for a day, was cleaned up between the check and the write. */
function photoCleanedUpMeanwhile(field: PhotoField) {
  return (error: unknown): never => {
    if (isForeignKeyViolation(error)) {
      throw new AppError('validation-failed', PHOTO_NOT_YOURS[field], field);
    }
    throw error;
  };
}

type StoredImage = NonNullable<Awaited<ReturnType<typeof findImage>>>;

/** A seller's side of the catalogue: listing, editing, selling and withdrawing cameras. */
export class ListingsService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs in answers: PUBLIC_URL when set. */
    private readonly origin: string,
    private readonly limits: Pick<UploadLimits, 'listingsPerDay'>,
    private readonly events?: LiveEvents,
    /** Savers hear of a price drop or a sale (decision 034); none in some tests. */
    private readonly notifier?: Notifier,
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
    const { itemType, grade, works, worksNote, lensMount, shutterCount, included, photos, ...spec } = fields;
    const details = detailColumnsOf({ itemType, grade, works, worksNote, lensMount, shutterCount, included });
    checkDetailsFit({
      item_type: details.item_type ?? null,
      shutter_count: details.shutter_count ?? null,
      lens_mount: details.lens_mount ?? null,
    });
    const gallery = photos
      ? await this.storedGallery(seller, photos, fields.imgURL, ownOrigins, [])
      : [await this.storedImage(seller, fields.imgURL, ownOrigins, [])];
    const image = gallery[0]!;
    const now = new Date().toISOString();
    const id = uuidv7();
    // The catalogue version last, as in every writer: its one row is the most shared lock.
    const inserting = writeTransaction(this.db, async (trx) => {
      await insertProduct(trx, {
        id,
        seller_id: seller.id,
        image_id: image.id,
        img_url: imagePath(image.id, defaultVariant(image.width).name),
        ...(columnsOf(spec) as Required<Pick<ProductChanges, SpecColumn>>),
        ...details,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await replaceListingPhotos(
        trx,
        id,
        gallery.map((photo) => photo.id),
      );
      await bumpCatalogueVersion(trx);
    });
    await inserting.catch(photoCleanedUpMeanwhile(photos ? 'photos' : 'imgURL'));
    return this.answer(id);
  }

  /**
   * My Products: each listing with its bookings waiting for an answer (marking it sold declines
   * them) and how many people saved it (counted for this page only: decision 034).
   */
  async mine(seller: User, page: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      listSellerProducts(this.db, seller.id, (page.page - 1) * page.limit, page.limit),
      countSellerProducts(this.db, seller.id),
    ]);
    const ids = rows.map((row) => row.id);
    const [pending, savers] = await Promise.all([
      countPendingBookings(this.db, ids),
      countSavers(this.db, ids),
    ]);
    const items: OwnListing[] = rows.map((row) => ({
      ...toProduct(row, this.origin),
      pendingBookings: pending.get(row.id) ?? 0,
      savedBy: savers.get(row.id) ?? 0,
    }));
    return { items, total };
  }

  /** One listing as its seller wrote it (the edit form): another seller's answers 403. */
  async own(caller: User, id: string): Promise<Product> {
    await this.ownedBy(caller, id, { allowAdmin: false });
    return this.answer(id);
  }

  /**
   * What the caller has to do with a listing: their running booking, or, for its seller, the
   * bookings waiting for an answer. Two indexed reads; the product answer itself stays public.
   */
  async viewer(caller: User, id: string): Promise<ListingViewer> {
    const product = await findLiveProduct(this.db, id);
    if (!product) throw new AppError('not-found', 'No such listing.');
    if (product.seller_id === caller.id) {
      const pending = await countPendingBookings(this.db, [id]);
      return { ownListing: true, pendingBookings: pending.get(id) ?? 0, openBooking: null };
    }
    const open = await findOpenOrderOf(this.db, id, caller.id);
    return {
      ownListing: false,
      pendingBookings: null,
      openBooking: open ? { _id: open.id, status: open.status, createdAt: open.created_at } : null,
    };
  }

  /**
   * The owner edits any field, or marks the listing sold or available again. While a booking
   * holds the camera (status `booked`, decision 028) nothing changes: 409 until that booking
   * is cancelled or declined. A sold listing is edited only together with going back on sale.
   */
  async update(
    caller: User,
    id: string,
    request: ProductUpdate,
    ownOrigins: string[],
    /** Where the savers' e-mail links point (PUBLIC_URL or the request's origin). */
    linkOrigin = this.origin,
  ) {
    const current = await this.ownedBy(caller, id, { allowAdmin: false });
    const {
      status,
      imgURL,
      itemType,
      grade,
      works,
      worksNote,
      lensMount,
      shutterCount,
      included,
      photos,
      ...fields
    } = request;
    const changes: ProductChanges = {
      ...columnsOf(fields),
      ...detailColumnsOf({ itemType, grade, works, worksNote, lensMount, shutterCount, included }),
    };
    // The gallery as it will be, when the request changes it (decision 036): the photos
    // checked here; the order an old client's `imgURL` keeps is read again under the lock.
    let sentGallery: string[] | undefined;
    if (photos !== undefined || imgURL !== undefined) {
      const currentIds = await listingPhotoIds(this.db, id);
      const allowed = current.image_id ? [...currentIds, current.image_id] : currentIds;
      const images = photos
        ? await this.storedGallery(caller, photos, imgURL, ownOrigins, allowed)
        : [await this.storedImage(caller, imgURL!, ownOrigins, allowed)];
      const cover = images[0]!;
      sentGallery = images.map((photo) => photo.id);
      changes.image_id = cover.id;
      changes.img_url = imagePath(cover.id, defaultVariant(cover.width).name);
    }
    const editsFields = Object.keys(changes).length > 0;
    const now = new Date().toISOString();
    let declined: BookingChange[] = [];
    const updating = writeTransaction(this.db, async (trx) => {
      declined = [];
      // The status is read under the row's lock: a booking accepted a moment ago is seen.
      const product = await lockListing(trx, id);
      if (!product || product.deleted_at !== null) throw new AppError('not-found', 'No such listing.');
      if (editsFields && product.status === 'booked') {
        throw new AppError(
          'conflict',
          'This camera is booked: an accepted booking holds it as listed. Edit it once that booking is cancelled.',
        );
      }
      if (editsFields && product.status === 'sold' && status !== 'available') {
        throw new AppError(
          'conflict',
          'This camera is sold: put it back on sale (status available) to edit it.',
        );
      }
      // A copy per attempt: a retried transaction starts from the request again.
      const write: ProductChanges = { ...changes };
      let told: SavedListingChange | undefined;
      checkDetailsFit({
        item_type: 'item_type' in write ? (write.item_type ?? null) : product.item_type,
        shutter_count: 'shutter_count' in write ? (write.shutter_count ?? null) : product.shutter_count,
        lens_mount: 'lens_mount' in write ? (write.lens_mount ?? null) : product.lens_mount,
      });
      if (write.resale_price !== undefined && write.resale_price !== null) {
        write.previous_price = priceAfterEdit(product, write.resale_price);
        const from = Number(product.resale_price);
        // Only a drop on a listing people can buy is news to its savers.
        if (write.resale_price < from && status !== 'sold' && product.status !== 'sold') {
          told = {
            kind: 'price-drop',
            productId: id,
            name: write.name ?? product.name,
            fromCents: from,
            toCents: write.resale_price,
          };
        }
      }
      if (status === 'available' && product.status !== 'available') {
        if (await hasAcceptedBooking(trx, id)) {
          throw new AppError(
            'conflict',
            'This listing has an accepted booking; complete or cancel it first.',
            'status',
          );
        }
        write.status = 'available';
        write.sold_at = null;
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
        write.sold_at = now;
        told = { kind: 'sold', productId: id, name: write.name ?? product.name };
        const closed = await declinePendingBookings(trx, id, now);
        declined = closed.map((order) => ({
          userId: order.buyer_id,
          orderId: order.id,
          productId: id,
          status: 'declined' as const,
          role: 'buyer' as const,
        }));
      }
      if (Object.keys(write).length > 0) {
        await updateProduct(trx, id, { ...write, updated_at: now });
        if (sentGallery) {
          // Read under the lock: a gallery another edit just wrote is the one this one changes.
          const previous = await listingPhotoIds(trx, id);
          const gallery = photos ? sentGallery : galleryWithCover(previous, sentGallery[0]!);
          await replaceListingPhotos(trx, id, gallery);
          // A photo taken out gets its day of grace from now, not from its upload (decision 036).
          const dropped = [...previous, product.image_id].filter(
            (imageId): imageId is string => imageId !== null && !gallery.includes(imageId),
          );
          await restartGracePeriod(trx, dropped, now);
        }
        await bumpCatalogueVersion(trx);
      }
      if (told) await tellSavers(trx, this.notifier, linkOrigin, told, [product.seller_id]);
    });
    await updating.catch(photoCleanedUpMeanwhile(photos ? 'photos' : 'imgURL'));
    // Committed: buyers whose waiting bookings the sale declined see it live.
    publishBookingChanges(this.events, declined);
    return this.answer(id);
  }

  async remove(caller: User, id: string): Promise<void> {
    await this.ownedBy(caller, id, { allowAdmin: true });
    const now = new Date().toISOString();
    const closed = await writeTransaction(this.db, async (trx) => {
      const product = await lockListing(trx, id);
      if (!product || product.deleted_at !== null) throw new AppError('not-found', 'No such listing.');
      return withdrawListings(trx, [id], now);
    });
    // Committed: the buyers whose bookings it closed see it live.
    publishBookingChanges(this.events, closed);
  }

  private async ownedBy(caller: User, id: string, rule: { allowAdmin: boolean }) {
    const product = await findLiveProduct(this.db, id);
    if (!product) throw new AppError('not-found', 'No such listing.');
    const may = product.seller_id === caller.id || (rule.allowAdmin && caller.admin);
    if (!may) throw new AppError('forbidden', 'This listing belongs to another seller.');
    return product;
  }

  /**
   * The stored image a listing may show: one this seller uploaded, or one the listing
   * already has (`allowed`). Another seller's upload is refused like an unknown one, so the
   * answer does not tell which photos exist.
   */
  private async storedImage(
    seller: User,
    url: string,
    ownOrigins: string[],
    allowed: string[],
    field: PhotoField = 'imgURL',
  ): Promise<StoredImage> {
    const imageId = storedImageIdOf(url, ownOrigins);
    const image = imageId ? await findImage(this.db, imageId) : undefined;
    const mayUse =
      image !== undefined &&
      (allowed.includes(image.id) || (await wasUploadedBy(this.db, image.id, seller.id)));
    if (!image || !mayUse) {
      throw new AppError('validation-failed', PHOTO_NOT_YOURS[field], field);
    }
    return image;
  }

  /**
   * A gallery's images in order, each checked like `imgURL`; two URLs of one image (two widths)
   * are one photo twice. `imgURL`, when sent beside it, must name the cover (the first).
   */
  private async storedGallery(
    seller: User,
    photos: string[],
    imgURL: string | undefined,
    ownOrigins: string[],
    allowed: string[],
  ): Promise<StoredImage[]> {
    const images: StoredImage[] = [];
    for (const url of photos) images.push(await this.storedImage(seller, url, ownOrigins, allowed, 'photos'));
    if (new Set(images.map((image) => image.id)).size !== images.length) {
      throw new AppError('validation-failed', 'photos must not repeat a photo', 'photos');
    }
    if (imgURL !== undefined && storedImageIdOf(imgURL, ownOrigins) !== images[0]!.id) {
      throw new AppError('validation-failed', 'imgURL must be the first of photos (the cover)', 'imgURL');
    }
    return images;
  }

  private async answer(id: string): Promise<Product> {
    const row = await findLiveProduct(this.db, id);
    if (!row) throw new AppError('not-found', 'No such listing.');
    return withPhotos(this.db, toProduct(row, this.origin), this.origin);
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
  Exclude<keyof ProductFields, 'imgURL' | 'photos' | keyof CameraDetailsInput>,
  readonly [keyof ProductChanges] | readonly [keyof ProductChanges, (value: number) => number]
>;

/** The columns that hold the spec's fields. */
type SpecColumn = (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS][0];

function columnsOf(
  fields: Partial<Omit<ProductFields, 'imgURL' | 'photos' | keyof CameraDetailsInput>>,
): ProductChanges {
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
