import type { ProductUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { type SavedListingChange, tellSavers } from '../favourites/favourites.public.js';
import { defaultVariant, imagePath, restartGracePeriod } from '../images/images.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { type BookingChange, declinePendingBookings, hasAcceptedBooking } from '../orders/orders.public.js';
import type { User } from '../users/users.public.js';
import { checkBrandExists } from './listing-brand.js';
import { conditionColumnsOf, saysCondition } from './listing-condition.js';
import { checkDetailsFit, detailColumnsOf } from './listing-details.js';
import { columnsOf } from './listing-field-columns.js';
import { modelColumnsOf } from './listing-model.js';
import { photoCleanedUpMeanwhile, storedGallery, storedImage } from './listing-photo-checks.js';
import { galleryWithCover } from './listing-photos.js';
import { priceAfterEdit } from './listing-price.js';
import { listingPhotoIds, replaceListingPhotos } from './product-photos.repository.js';
import { lockListing, type ProductChanges, updateProduct } from './products.repository.js';
import { productsErrors } from './products-errors.js';

/** One edit of a listing its owner sent, the owner already checked. */
interface ListingEdit {
  caller: User;
  id: string;
  /**
   * The listing as read before the edit: its cover stays allowed in the new gallery, and naming
   * the model it already names leaves its brand, type and mount as the seller set them.
   */
  current: { image_id: string | null; model_id: number | null };
  request: ProductUpdate;
  ownOrigins: string[];
  /** Where the savers' e-mail links point (PUBLIC_URL or the request's origin). */
  linkOrigin: string;
  /** When the edit is made (the service's clock). */
  at: Date;
}

/**
 * Writes an edit of any field and a change of status (sold, or available again) under the
 * listing's lock, and tells its savers of a price drop or a sale (decision 034). Answers the
 * waiting bookings a sale declined, to publish once committed.
 */
export async function editListing(
  db: Kysely<DB>,
  notifier: Notifier | undefined,
  { caller, id, current, request, ownOrigins, linkOrigin, at }: ListingEdit,
): Promise<BookingChange[]> {
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
    condition,
    conditionNotes,
    modelSlug,
    ...fields
  } = request;
  // A newly named model's brand, type and mount stand over what the request says of them; the
  // model already named (a form sends it back with every save) changes nothing.
  const model = await modelColumnsOf(db, modelSlug);
  const changes: ProductChanges = {
    ...columnsOf(fields),
    ...detailColumnsOf({ itemType, works, worksNote, lensMount, shutterCount, included }),
    ...(model.model_id !== undefined && model.model_id === current.model_id ? {} : model),
  };
  // Written under the lock: an ungraded listing's answer depends on the grade it has (decision 059).
  const saysItsCondition = saysCondition({ condition, conditionNotes, grade });
  // The gallery as it will be, when the request changes it (decision 036): the photos
  // checked here; the order an old client's `imgURL` keeps is read again under the lock.
  let sentGallery: string[] | undefined;
  if (photos !== undefined || imgURL !== undefined) {
    const currentIds = await listingPhotoIds(db, id);
    const allowed = current.image_id ? [...currentIds, current.image_id] : currentIds;
    const images = photos
      ? await storedGallery(db, caller, photos, imgURL, ownOrigins, allowed)
      : [await storedImage(db, caller, imgURL!, ownOrigins, allowed)];
    const cover = images[0]!;
    sentGallery = images.map((photo) => photo.id);
    changes.image_id = cover.id;
    changes.img_url = imagePath(cover.id, defaultVariant(cover.width).name);
  }
  await checkBrandExists(db, changes.category_id);
  const editsFields = Object.keys(changes).length > 0 || saysItsCondition;
  const now = at.toISOString();
  let declined: BookingChange[] = [];
  const updating = writeTransaction(db, async (trx) => {
    declined = [];
    // The status is read under the row's lock: a booking accepted a moment ago is seen.
    const product = await lockListing(trx, id);
    if (!product || product.deleted_at !== null) throw new AppError('not-found', productsErrors.suchListing);
    if (editsFields && product.status === 'booked') {
      throw new AppError('conflict', productsErrors.cameraBookedAcceptedBooking);
    }
    if (editsFields && product.status === 'sold' && status !== 'available') {
      throw new AppError('conflict', productsErrors.cameraSoldPutBack);
    }
    // A copy per attempt: a retried transaction starts from the request again.
    const write: ProductChanges = {
      ...changes,
      ...conditionColumnsOf({ condition, conditionNotes, grade }, product),
    };
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
        throw new AppError('conflict', productsErrors.listingAcceptedBookingComplete, 'status');
      }
      write.status = 'available';
      write.sold_at = null;
    }
    if (status === 'sold' && product.status !== 'sold') {
      if (await hasAcceptedBooking(trx, id)) {
        throw new AppError('conflict', productsErrors.listingAcceptedBookingMark, 'status');
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
    if (told) await tellSavers(trx, notifier, linkOrigin, told, [product.seller_id]);
  });
  await updating.catch(photoCleanedUpMeanwhile(photos ? 'photos' : 'imgURL'));
  return declined;
}
