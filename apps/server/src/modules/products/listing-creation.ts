import { NOT_GRADED, type ProductFields } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { UploadLimits } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { defaultVariant, imagePath } from '../images/images.public.js';
import { requireVerifiedEmail, type User } from '../users/users.public.js';
import { checkBrandExists } from './listing-brand.js';
import { conditionColumnsOf } from './listing-condition.js';
import { checkDetailsFit, detailColumnsOf } from './listing-details.js';
import { columnsOf, type SpecColumn } from './listing-field-columns.js';
import { modelColumnsOf } from './listing-model.js';
import { photoCleanedUpMeanwhile, storedGallery, storedImage } from './listing-photo-checks.js';
import { replaceListingPhotos } from './product-photos.repository.js';
import { countListingsCreatedSince, insertProduct, type ProductChanges } from './products.repository.js';
import { productsErrors } from './products-errors.js';

const DAY = 24 * 3_600_000;

/**
 * A new listing from a seller with a verified e-mail, within their listings per day, showing
 * only photos they uploaded. Answers its id.
 */
export async function createListing(
  db: Kysely<DB>,
  limits: Pick<UploadLimits, 'listingsPerDay'>,
  seller: User,
  fields: ProductFields,
  ownOrigins: string[],
  /** When it is listed (the service's clock). */
  at: Date,
): Promise<string> {
  requireVerifiedEmail(seller);
  const since = new Date(at.getTime() - DAY).toISOString();
  if ((await countListingsCreatedSince(db, seller.id, since)) >= limits.listingsPerDay) {
    throw new AppError('rate-limited', {
      ...productsErrors.listAtMostCameras,
      values: { listingsPerDay: limits.listingsPerDay },
    });
  }
  const { itemType, grade, works, worksNote, lensMount, shutterCount, included, photos, modelSlug, ...rest } =
    fields;
  const { condition, conditionNotes, ...spec } = rest;
  // The model's brand, type and mount stand over what the form says of them.
  const details = {
    ...detailColumnsOf({ itemType, works, worksNote, lensMount, shutterCount, included }),
    ...conditionColumnsOf({ condition, conditionNotes, grade }),
    ...(await modelColumnsOf(db, modelSlug)),
  };
  await checkBrandExists(db, details.category_id ?? fields.categoryId);
  checkDetailsFit({
    item_type: details.item_type ?? null,
    shutter_count: details.shutter_count ?? null,
    lens_mount: details.lens_mount ?? null,
  });
  const gallery = photos
    ? await storedGallery(db, seller, photos, fields.imgURL, ownOrigins, [])
    : [await storedImage(db, seller, fields.imgURL, ownOrigins, [])];
  const image = gallery[0]!;
  const now = at.toISOString();
  const id = uuidv7();
  // The catalogue version last, as in every writer: its one row is the most shared lock.
  const inserting = writeTransaction(db, async (trx) => {
    await insertProduct(trx, {
      id,
      seller_id: seller.id,
      image_id: image.id,
      img_url: imagePath(image.id, defaultVariant(image.width).name),
      ...(columnsOf(spec) as Required<Pick<ProductChanges, SpecColumn>>),
      ...details,
      condition: details.condition ?? NOT_GRADED,
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
  return id;
}
