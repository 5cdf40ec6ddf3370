import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { ImageStore } from './image-store.js';
import { deleteImageIfUnattached, findUnattachedImages } from './images.repository.js';

const BATCH = 100;

/**
 * Deletes photos that were uploaded more than `graceMs` before `now` and that no listing
 * uses (a withdrawn listing still does: its orders show the photo). Rows first, then the
 * files, one image at a time, so a listing created meanwhile keeps its photo. Answers how
 * many images went.
 */
export async function cleanUnattachedImages(
  db: Kysely<DB>,
  store: ImageStore,
  graceMs: number,
  now = systemClock().getTime(),
): Promise<number> {
  const before = new Date(now - graceMs).toISOString();
  let deleted = 0;
  for (;;) {
    const ids = await findUnattachedImages(db, before, BATCH);
    let deletedInBatch = 0;
    for (const id of ids) {
      const gone = await writeTransaction(db, (trx) => deleteImageIfUnattached(trx, id, before)).catch(
        (error: unknown) => {
          // A listing took the photo in the same instant (PostgreSQL's foreign key says so): keep it.
          if ((error as { code?: unknown }).code === '23503') return false;
          throw error;
        },
      );
      if (!gone) continue;
      await store.remove(id);
      deletedInBatch++;
    }
    deleted += deletedInBatch;
    // A batch in which nothing could go would only be found again.
    if (ids.length < BATCH || deletedInBatch === 0) return deleted;
  }
}

/**
 * Runs the cleanup every `intervalMs` in this process. The timer is unref'd (it never keeps
 * the process alive) and a run never overlaps the previous one. Answers a stop function.
 */
export function scheduleUnattachedCleanup(
  deps: { db: Kysely<DB>; store: ImageStore; log: FastifyBaseLogger; clock: Clock },
  graceMs: number,
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await cleanUnattachedImages(deps.db, deps.store, graceMs, deps.clock().getTime());
      if (deleted > 0) deps.log.info({ deleted }, 'unattached photos deleted');
    } catch (error) {
      deps.log.warn({ err: error }, 'unattached photo cleanup failed; will try again');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
