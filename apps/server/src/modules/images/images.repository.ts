import type { Kysely } from 'kysely';
import type { DB, ImagesTable } from '../../db/schema.js';

export async function insertImageIfAbsent(db: Kysely<DB>, image: ImagesTable): Promise<void> {
  await db
    .insertInto('images')
    .values(image)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findImage(db: Kysely<DB>, id: string): Promise<ImagesTable | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}
