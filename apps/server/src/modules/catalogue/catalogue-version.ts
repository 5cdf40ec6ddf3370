import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepareOnce } from '../../db/prepared-statements.js';
import type { DB } from '../../db/schema.js';

/**
 * Marks the public catalogue as changed. Call it inside the transaction of any write that
 * changes what the storefront shows (a listing created, edited, sold, booked, withdrawn, or
 * its seller deleted), so cached pages of every instance stop being served.
 */
export async function bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
  await db.updateTable('catalogue_state').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
}

/** Asked by every catalogue request: prepared once per connection. */
const READ_VERSION = CompiledQuery.raw('select version from catalogue_state where id = 1');
prepareOnce(READ_VERSION.sql);

/**
 * How the page cache reads the version on every catalogue request: one small indexed read aside
 * (`Database.readAside`), committed data only, never behind catalogue reads, and shared by the
 * callers that ask while it runs.
 */
export function catalogueVersionReader(database: Database): () => Promise<number> {
  return sharedReads(async () => {
    const [row] = await database.readAside<{ version: number | string }>(READ_VERSION);
    return Number(row?.version ?? 0);
  });
}

/**
 * Callers asking while a read is under way share the next one, started when it ends: one read
 * per round trip instead of one per caller. Not the read under way, which may have begun before
 * the caller asked and miss a write its client already saw committed. Under varied uncached
 * traffic on PostgreSQL every miss asks for the version; that was 0.8 of the 1.9 queries per
 * request, each a round trip whose socket write is the event loop's largest cost there.
 */
export function sharedReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const reading: Promise<number> = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
