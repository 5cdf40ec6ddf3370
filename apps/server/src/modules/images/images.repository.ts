import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ImageRecord, NewImageRecord, NewImageUploadRecord } from './images.table.js';

export async function insertImageIfAbsent(db: Kysely<DB>, image: NewImageRecord): Promise<void> {
  await db
    .insertInto('images')
    .values(image)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findImage(db: Kysely<DB>, id: string): Promise<ImageRecord | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordUpload(
  db: Kysely<DB>,
  upload: { id: string; imageId: string; userId: string; bytes: number; at: string },
): Promise<void> {
  await db
    .insertInto('image_uploads')
    .values({
      id: upload.id,
      image_id: upload.imageId,
      user_id: upload.userId,
      bytes: upload.bytes,
      created_at: upload.at,
    } satisfies NewImageUploadRecord)
    .execute();
}

/** How many uploads, and how many bytes, a user made since `since` (ISO time). */
export async function uploadsSince(db: Kysely<DB>, userId: string, since: string) {
  const row = await db
    .selectFrom('image_uploads')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('bytes').as('bytes')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
}

/** Whether this user uploaded this image (content-addressed: others may have sent the same bytes). */
export async function wasUploadedBy(db: Kysely<DB>, imageId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('image_uploads')
    .select('id')
    .where('image_id', '=', imageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Restarts the cleanup's grace period of images a listing stopped showing: the cleanup counts
 * from `created_at`, so a long-listed photo taken out of a gallery would otherwise go at its next
 * run, before the seller could put it back (decision 036). Moving the date on only delays it.
 */
export async function restartGracePeriod(db: Kysely<DB>, imageIds: string[], at: string): Promise<void> {
  if (imageIds.length === 0) return;
  await db.updateTable('images').set({ created_at: at }).where('id', 'in', imageIds).execute();
}

/** Whether a message shows the image: such a photo is its thread's to serve, not the public route's. */
export async function isMessagePhoto(db: Kysely<DB>, imageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('id')
    .where('image_id', '=', imageId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Images created before `before` that no listing (live or withdrawn, as cover or in its gallery),
 * account photo nor message uses, oldest first.
 */
export async function findUnattachedImages(db: Kysely<DB>, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('images as i')
    .select('i.id')
    .where('i.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('products as p').select('p.id').whereRef('p.image_id', '=', 'i.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_photos as pp').select('pp.product_id').whereRef('pp.image_id', '=', 'i.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users as u').select('u.id').whereRef('u.photo_image_id', '=', 'i.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('conversation_messages as m').select('m.id').whereRef('m.image_id', '=', 'i.id')),
      ),
    )
    .orderBy('i.created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Nothing uses the image: no listing shows it (cover or gallery), no account has it as its
 * photo, no message shows it, and no upload holds it (a seller may still put an upload in a
 * listing; a fresh upload of the same bytes keeps it). With `uploadsBefore`, only uploads from
 * that moment on hold it: older ones go with the image (they cascade).
 */
function isUnused(uploadsBefore?: string) {
  return ({ and, not, exists, selectFrom }: ExpressionBuilder<DB, 'images'>) =>
    and([
      not(
        exists(selectFrom('products').select('products.id').whereRef('products.image_id', '=', 'images.id')),
      ),
      not(
        exists(
          selectFrom('product_photos')
            .select('product_photos.product_id')
            .whereRef('product_photos.image_id', '=', 'images.id'),
        ),
      ),
      not(exists(selectFrom('users').select('users.id').whereRef('users.photo_image_id', '=', 'images.id'))),
      not(
        exists(
          selectFrom('conversation_messages')
            .select('conversation_messages.id')
            .whereRef('conversation_messages.image_id', '=', 'images.id'),
        ),
      ),
      not(
        exists(
          selectFrom('image_uploads')
            .select('image_uploads.id')
            .whereRef('image_uploads.image_id', '=', 'images.id')
            .$if(uploadsBefore !== undefined, (q) =>
              q.where('image_uploads.created_at', '>=', uploadsBefore!),
            ),
        ),
      ),
    ]);
}

/**
 * Deletes the image (its uploads cascade) if it is still unused and old; false when it is not.
 * One statement: a listing that took the photo since it was found keeps it with its uploads,
 * so its seller may still use it elsewhere.
 */
export async function deleteImageIfUnattached(db: Kysely<DB>, id: string, before: string): Promise<boolean> {
  const result = await db
    .deleteFrom('images')
    .where('id', '=', id)
    .where('created_at', '<', before)
    .where(isUnused(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the image's row if nothing uses it now (`isUnused`); false when it stays. */
export async function deleteImageIfUnused(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('images').where('id', '=', id).where(isUnused()).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
