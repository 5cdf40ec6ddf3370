import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { STOREFRONT_CHANGES_KEPT } from '../../../db/migrations/031-storefront-changes.js';
import type { DB } from '../../../db/schema.js';
import type { EntryRow, IndexedSide } from './indexed-side.js';

/**
 * What the in-memory index reads from the database (decision 043): both sides of the storefront
 * in order, in chunks (each chunk a short read on a read worker or the pool, so a load never
 * holds the event loop), and the change feed of migration 031.
 */

export const SIDE_TABLES = ['storefront_entries', 'storefront_sold_entries'] as const;
export type SideTable = (typeof SIDE_TABLES)[number];

const CHUNK = 5_000;
const ENTRY_COLUMNS = sql.raw(
  'seq, category_id, created_at, resale_price, item_type, grade, works, lens_mount',
);

/** Where the change feed stood: its last id, and on PostgreSQL the transactions then still open. */
export interface FeedMark {
  id: number;
  open?: string[];
}

/** Fills one side from its table: newest first, then the seqs cheapest first. */
export async function loadSide(
  db: Kysely<DB>,
  table: SideTable,
  side: IndexedSide,
  stillWanted: () => boolean,
): Promise<void> {
  const entries = sql.raw(table);
  let after: EntryRow | undefined;
  for (;;) {
    const where = after ? sql`where (created_at, seq) < (${after.created_at}, ${after.seq})` : sql``;
    const { rows } = await sql<EntryRow>`select ${ENTRY_COLUMNS} from ${entries} ${where}
      order by created_at desc, seq desc limit ${CHUNK}`.execute(db);
    if (!stillWanted()) return;
    for (const row of rows) side.loadNewest(row);
    if (rows.length < CHUNK) break;
    after = rows.at(-1);
  }
  let cheapestAfter: { resale_price: number | string; seq: number | string } | undefined;
  for (;;) {
    const where = cheapestAfter
      ? sql`where (resale_price, seq) > (${cheapestAfter.resale_price}, ${cheapestAfter.seq})`
      : sql``;
    const { rows } = await sql<{ resale_price: number | string; seq: number | string }>`
      select resale_price, seq from ${entries} ${where} order by resale_price, seq limit ${CHUNK * 2}`.execute(
      db,
    );
    if (!stillWanted()) return;
    for (const row of rows) side.loadCheapest(Number(row.seq));
    if (rows.length < CHUNK * 2) break;
    cheapestAfter = rows.at(-1);
  }
  side.finishLoad();
}

/** The entries with these seqs as they are now, on either side (a seq is on one side at most). */
export async function readEntries(db: Kysely<DB>, seqs: number[]): Promise<Record<SideTable, EntryRow[]>> {
  const read = async (table: SideTable) =>
    seqs.length === 0
      ? []
      : (
          await sql<EntryRow>`select ${ENTRY_COLUMNS} from ${sql.raw(table)}
            where seq in (${sql.join(seqs)})`.execute(db)
        ).rows;
  const [onSale, sold] = await Promise.all(SIDE_TABLES.map(read));
  return { storefront_entries: onSale ?? [], storefront_sold_entries: sold ?? [] };
}

export interface ChangeFeed {
  /** Where the feed stands now; a load takes it before it reads the tables. */
  mark(): Promise<FeedMark>;
  /**
   * The seqs written since `mark` (each once) and the feed's new mark; undefined when some
   * changes since are no longer kept, and only a new load can catch up.
   */
  since(mark: FeedMark): Promise<{ seqs: number[]; mark: FeedMark } | undefined>;
}

export function changeFeed(db: Kysely<DB>, dialect: Dialect): ChangeFeed {
  return dialect === 'postgres' ? postgresFeed(db) : sqliteFeed(db);
}

/** SQLite: one writer at a time, so ids are in commit order and have no gaps. */
function sqliteFeed(db: Kysely<DB>): ChangeFeed {
  return {
    mark: async () => {
      const { rows } = await sql<{ id: number | null }>`select max(id) as id from storefront_changes`.execute(
        db,
      );
      return { id: Number(rows[0]?.id ?? 0) };
    },
    since: async (mark) => {
      const { rows } = await sql<{ id: number; seq: number }>`
        select id, seq from storefront_changes where id > ${mark.id} order by id`.execute(db);
      const first = rows[0];
      if (first && Number(first.id) > mark.id + 1) return undefined;
      const last = rows.at(-1);
      return {
        seqs: unique(rows.map((row) => Number(row.seq))),
        mark: { id: last ? Number(last.id) : mark.id },
      };
    },
  };
}

/**
 * PostgreSQL: a transaction may commit after a later one, under a lower id. A transaction still
 * open at the previous read (in that read's snapshot's `xip`) may have taken ids below the mark;
 * any other change not seen then was made later, under a higher id. So the feed reads the ids
 * past the mark and every change of those open transactions. (Reading every xid from the
 * snapshot's xmin on, as first written, read more and more while any transaction of the cluster,
 * in any database, stayed open, until the index loaded again at each read.) When more changes
 * than half of those kept came since, some may be gone.
 */
function postgresFeed(db: Kysely<DB>): ChangeFeed {
  const now = async (since?: FeedMark) => {
    const seqs =
      since === undefined
        ? sql`'{}'::bigint[]`
        : sql`array(select seq from storefront_changes
            where id > ${since.id} or xid = any(${since.open ?? []}::xid8[]))`;
    const { rows } = await sql<{
      open: string[] | null;
      id: string | number | null;
      seqs: (string | number)[];
    }>`
      select array(select pg_snapshot_xip(pg_current_snapshot())::text) as open,
        (select max(id) from storefront_changes) as id, ${seqs} as seqs`.execute(db);
    const row = rows[0];
    return {
      mark: { id: Number(row?.id ?? 0), open: row?.open ?? [] },
      seqs: (row?.seqs ?? []).map(Number),
    };
  };
  return {
    mark: async () => (await now()).mark,
    since: async (mark) => {
      const read = await now(mark);
      if (read.mark.id - mark.id > STOREFRONT_CHANGES_KEPT / 2) return undefined;
      return { seqs: unique(read.seqs), mark: read.mark };
    },
  };
}

const unique = (seqs: number[]) => [...new Set(seqs)];
