import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { longPrefixes, type SearchTerms, toFts5 } from './search-terms.js';
import { oneEditAway } from './search-typos.js';
import { type StorefrontSide, TEXT_COLUMNS } from './storefront-query.js';

/**
 * The catalogue's words on SQLite, for typo tolerance (decision 066): the FTS5 index's own
 * vocabulary (`instance` rows, migration 042), always current, read by seeks that stop at a
 * word's first occurrence.
 */

/** Words read from one to the next at most, for a walk over those a prefix begins. */
const WALK = 256;
/** Two typos are looked for among the words that begin with the typed word's first letters. */
const KEPT_LETTERS = 3;

/**
 * Listings of the side holding a spelling of the group, up to `cap`: the newest `cap` of its
 * list. A prefix longer than the prefix indexes is asked as the words it begins (FTS5 would
 * merge all their lists first: 5 ms for `condition*` at 100 000 listings); one beginning more
 * than WALK words is held by plenty.
 */
export async function sqliteWordListings(
  db: Kysely<DB>,
  side: StorefrontSide,
  group: SearchTerms[number],
  cap: number,
): Promise<number> {
  const wholeWords = new Map<string, string[]>();
  for (const prefix of longPrefixes([group])) {
    const words = await wordsBeginning(db, side, prefix, WALK);
    if (words.length >= WALK) return cap;
    if (words.length > 0) wholeWords.set(prefix, words);
  }
  // Rows, not `count(*)`: a bounded look, which no one should take for a search's total.
  const { rows } = await sql`
    select 1 from ${side.search} where ${side.search} match ${toFts5([group], TEXT_COLUMNS, wholeWords)}
    limit ${cap}`.execute(db);
  return rows.length;
}

/**
 * Up to `limit` words of the vocabulary beginning with `prefix` (itself included): one seek
 * each. fts5vocab reads `term > ?` as `>=` and leaves SQLite to step over every occurrence of
 * the word before (thousands, for a common one), so each seek is for the first word after it:
 * `>= word || U+0001` (words hold only letters and digits).
 */
async function wordsBeginning(db: Kysely<DB>, side: StorefrontSide, prefix: string, limit: number) {
  const words: string[] = [];
  const end = `${prefix}\u{10FFFF}`;
  for (let from = prefix; words.length < limit; ) {
    const { rows } = await sql<{ term: string }>`
      select term from ${side.searchInstances} where term >= ${from} and term < ${end}
      order by term limit 1`.execute(db);
    const term = rows[0]?.term;
    if (term === undefined) break;
    words.push(term);
    from = `${term}\u0001`;
  }
  return words;
}

/**
 * The vocabulary's words within `distance` edits of `word`, by seeks (about 8 µs each): the
 * spellings one edit away that change the word's first letters, each looked up, and the words
 * that begin with those letters, walked from one to the next. A typo either changes the first
 * letters or leaves them: for one typo the first half of a word of 8 letters or more (fewer
 * seeks than every spelling one edit away, which a shorter word looks up instead); for two
 * typos the first three letters, so two typos of which one is within them go unfound.
 */
export async function sqliteSimilarWords(
  db: Kysely<DB>,
  side: StorefrontSide,
  word: string,
  distance: 1 | 2,
): Promise<string[]> {
  const letters = [...word].length;
  const kept = distance === 2 ? KEPT_LETTERS : letters >= 8 ? Math.ceil(letters / 2) : undefined;
  const { rows } = await sql<{ term: string }>`
    select j.value as term from json_each(${JSON.stringify(oneEditAway(word, kept))}) j
    where exists (select 1 from ${side.searchInstances} v where v.term = j.value)`.execute(db);
  const words = new Set(rows.map((row) => row.term));
  if (kept === undefined) return [...words];
  const prefix = [...word].slice(0, kept).join('');
  for (const term of await wordsBeginning(db, side, prefix, WALK)) words.add(term);
  return [...words];
}
