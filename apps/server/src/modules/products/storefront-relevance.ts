import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { brandWordsOf } from './brand-words.js';
import { type TitleTier, titlesOf, titleTier, typedWords } from './search-title-order.js';
import { estimatedTotal } from './search-total-estimate.js';
import { type KeptReads, type RankedWindow, READ_NOW } from './storefront-kept-reads.js';
import {
  ON_SALE,
  type Position,
  type PositionRow,
  type StorefrontCount,
  type StorefrontFilter,
  type StorefrontSide,
  sidesOf,
} from './storefront-query.js';
import type { Matches, StorefrontSql } from './storefront-sql.js';

/**
 * Relevance without scoring every match (bm25 over tens of thousands of rows is too slow):
 * a bounded candidate set, the newest RANKED_WINDOW matches (from the `boundary` seq up),
 * is ranked in tiers — the titles that hold every word (name or brand), as well as they match
 * the query (search-title-order.ts: the query itself, then titles that end where it ends, then
 * those with its words in order, then the others), then the rest, newest first in each — and
 * every older match follows, newest first. A tier of the whole result would read
 * every match of a common word (on SQLite, FTS5 reads a whole doclist to find the first row
 * of an empty tier: 50 ms for "niko" at a million listings; PostgreSQL checks every row).
 * Reads are only ever "the newest N" or "below this seq". The boundary travels in the
 * cursor, so a walk keeps one order while listings arrive. Sort values are `rank/boundary`:
 * ranks 0 to 4 the tiers of the window, 5 the older matches.
 *
 * With "include sold" (decision 038) the matches are those of both sides, merged by seq
 * (seqs are unique across both): the same tiers and order over the union.
 */
const RANKED_WINDOW = 500;
/** The rank of the window's matches whose title does not hold every word. */
const UNTITLED = 4;
/** The rank of the matches older than the window. */
const OLDER = 5;

/** The matches of a search and how well each title of a window that holds every word matches it. */
interface Ranked {
  matches: Matches;
  titleTiers(titled: number[]): Promise<Map<number, TitleTier>>;
}

/**
 * The matches of both sides as one list ordered by seq. Each side reads `offset + limit` of its
 * own and the merge keeps the page: a deep `?page=` of an include-sold relevance list reads
 * more than the default one does; cursors (offset 0) read one page per side.
 */
function merged(sides: Matches[]): Matches {
  return {
    seqs: async (bounds, direction, limit, offset) => {
      const lists = await Promise.all(sides.map((side) => side.seqs(bounds, direction, offset + limit, 0)));
      const all = lists.flat().sort((a, b) => (direction === 'desc' ? b - a : a - b));
      return all.slice(offset, offset + limit);
    },
    count: async (bounds) =>
      (await Promise.all(sides.map((side) => side.count(bounds)))).reduce((a, b) => a + b, 0),
    newest: async (limit) => {
      const reads = await Promise.all(sides.map((side) => side.newest(limit)));
      const seqs = reads.flatMap((read) => read.seqs).sort((a, b) => b - a);
      return {
        seqs: seqs.slice(0, limit),
        titled: async (window) => {
          const sets = await Promise.all(reads.map((read) => read.titled(window)));
          return new Set(sets.flatMap((set) => [...set]));
        },
      };
    },
  };
}

function matchesOf(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  kept: KeptReads,
): Ranked {
  const one = (side: StorefrontSide) => storefront.matches(db, filter, side, kept);
  const sides = sidesOf(filter);
  return {
    matches: sides.length === 1 ? one(ON_SALE) : merged(sides.map(one)),
    // One titled match has nothing to be put before: its titles are not read.
    titleTiers: async (titled) => {
      if (titled.length < 2) return new Map();
      const brandWords = new Set(await brandWordsOf(db, kept));
      const words = typedWords(filter.terms, brandWords);
      if (words.length === 0) return new Map();
      const titles = await titlesOf(db, sides, titled);
      return new Map(titled.map((seq) => [seq, titleTier(titles.get(seq) ?? '', words, brandWords)]));
    },
  };
}

/**
 * The page's positions, and how to tell how many listings match: from the window the page was
 * read from (decision 053). A window that holds every match (fewer than RANKED_WINDOW of
 * them) has counted them, which rare words and most word pairs are; above, the total is
 * estimated from where the window's matches fall, with one read of the oldest match.
 */
export async function relevancePositions(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  position: Position,
  limit: number,
  kept: KeptReads = READ_NOW,
): Promise<{ rows: PositionRow[]; total: () => Promise<StorefrontCount> }> {
  const ranked = matchesOf(db, storefront, filter, kept);
  const { matches } = ranked;
  const { rows, window } = await relevanceRows(ranked, position, limit, kept);
  // A cursor's window is its own (its boundary fixed when the walk began): the total, kept for
  // the version, comes from the window a search starts from, as every other sort's does.
  const fresh = !('key' in position);
  return {
    rows,
    total: () => (fresh ? totalOf(matches, window) : searchTotal(db, storefront, filter, kept)),
  };
}

/**
 * A search's total, whatever its sort: from the window a search by relevance starts from
 * (kept for the version and shared with the relevance pages, so a sorted search reads the
 * window's title ranking too, once per version).
 */
export async function searchTotal(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  kept: KeptReads,
): Promise<StorefrontCount> {
  const ranked = matchesOf(db, storefront, filter, kept);
  return totalOf(ranked.matches, await kept.window(() => rankedWindow(ranked)));
}

/**
 * Counted when the window holds every match; estimated above (decision 053), from the window
 * and the oldest match. On PostgreSQL the planner reads the oldest match by walking the seq
 * index for a common word: cheap when its matches are spread over time, long for a common
 * word that only recent listings use (bounded by `statement_timeout`).
 */
async function totalOf(matches: Matches, window: RankedWindow): Promise<StorefrontCount> {
  if (window.boundary === 0) return { total: window.rows.length, kind: 'exact' };
  const [oldest = window.boundary] = await matches.seqs({}, 'asc', 1, 0);
  // Exactly a window's worth of matches (or fewer, removed meanwhile): the window holds them all.
  if (oldest >= window.boundary) return { total: window.rows.length, kind: 'exact' };
  return { total: estimatedTotal({ seqs: window.rows.map((row) => row.seq), oldest }), kind: 'estimated' };
}

async function relevanceRows(ranked: Ranked, position: Position, limit: number, kept: KeptReads) {
  const { matches } = ranked;
  let at: { rank: number; seq: number } | undefined;
  let boundary: number | undefined;
  if ('key' in position) {
    const [rank = -1, edge = Number.NaN] = String(position.key[0]).split('/').map(Number);
    if (!Number.isInteger(rank) || rank < 0 || rank > OLDER || !Number.isInteger(edge)) {
      return { rows: [] as PositionRow[], window: { boundary: Number.NaN, rows: [] } };
    }
    at = { rank, seq: position.key[1] };
    boundary = edge;
  }
  // The window a search starts from is the same for all its pages; a cursor's is its own.
  const window =
    boundary === undefined
      ? await kept.window(() => rankedWindow(ranked))
      : await rankedWindow(ranked, boundary);
  const key = (row: { rank: number; seq: number }) => ({ seq: row.seq, k: `${row.rank}/${window.boundary}` });
  // Sort order: rank ascending, then seq descending.
  const before = (a: { rank: number; seq: number }, b: { rank: number; seq: number }) =>
    a.rank < b.rank || (a.rank === b.rank && a.seq > b.seq);

  if (!at || !('direction' in position)) {
    const offset = 'offset' in position ? position.offset : 0;
    const fromWindow = window.rows.slice(offset, offset + limit).map(key);
    if (fromWindow.length === limit || window.boundary === 0) return { rows: fromWindow, window };
    const skip = Math.max(0, offset - window.rows.length);
    const seqs = await matches.seqs({ below: window.boundary }, 'desc', limit - fromWindow.length, skip);
    return { rows: [...fromWindow, ...seqs.map((seq) => key({ rank: OLDER, seq }))], window };
  }
  const from = at;
  if (position.direction === 'after') {
    const fromWindow = window.rows
      .filter((row) => before(from, row))
      .slice(0, limit)
      .map(key);
    if (fromWindow.length === limit || window.boundary === 0) return { rows: fromWindow, window };
    const below = from.rank === OLDER ? Math.min(from.seq, window.boundary) : window.boundary;
    const seqs = await matches.seqs({ below }, 'desc', limit - fromWindow.length, 0);
    return { rows: [...fromWindow, ...seqs.map((seq) => key({ rank: OLDER, seq }))], window };
  }
  // Backwards, nearest first: older matches between the position and the window, then the window.
  const rows: PositionRow[] = [];
  if (from.rank === OLDER) {
    const between = { above: from.seq, below: window.boundary };
    const above = await matches.count(between);
    const seqs = await matches.seqs(between, 'desc', limit, Math.max(0, above - limit));
    rows.push(...seqs.reverse().map((seq) => key({ rank: OLDER, seq })));
  }
  const fromWindow = window.rows.filter((row) => before(row, from)).reverse();
  rows.push(...fromWindow.slice(0, limit - rows.length).map(key));
  return { rows, window };
}

/**
 * The newest matches down to `boundary` (or the newest RANKED_WINDOW when there is none
 * yet), in rank order. More may have arrived since a cursor's boundary was set: the read
 * grows until it passes the boundary.
 */
async function rankedWindow({ matches, titleTiers }: Ranked, boundary?: number): Promise<RankedWindow> {
  let size = RANKED_WINDOW;
  let read = await matches.newest(size);
  while (boundary !== undefined && read.seqs.length === size && (read.seqs.at(-1) as number) > boundary) {
    size *= 4;
    read = await matches.newest(size);
  }
  const { seqs } = read;
  const edge = boundary ?? (seqs.length === size ? (seqs.at(-1) as number) : 0);
  const inWindow = seqs.filter((seq) => seq >= edge);
  // Nothing matched, nothing to rank: a phrase read of the title index costs as much as the
  // search itself (14 ms for `80d f/2.8g` at a million listings).
  const titled = inWindow.length === 0 ? new Set<number>() : await read.titled(inWindow);
  const tiers = await titleTiers(inWindow.filter((seq) => titled.has(seq)));
  const ranked = inWindow.map((seq) => ({
    rank: titled.has(seq) ? (tiers.get(seq) ?? 3) : UNTITLED,
    seq,
  }));
  ranked.sort((a, b) => a.rank - b.rank || b.seq - a.seq);
  return { boundary: edge, rows: ranked };
}
