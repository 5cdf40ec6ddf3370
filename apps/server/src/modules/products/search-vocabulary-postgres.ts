import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type SearchTerms, toTsquery } from './search-terms.js';
import type { KeptReads } from './storefront-kept-reads.js';
import type { StorefrontSide } from './storefront-query.js';

/**
 * The catalogue's words on PostgreSQL, for typo tolerance (decision 066): `storefront_words`
 * (migration 042), every word the storefront's entries have held, with a pg_trgm GiST index and
 * its primary key in byte order.
 */

/** A prefix beginning more words than this is held by plenty of listings. */
const MAX_WHOLE_WORDS = 256;

type Group = SearchTerms[number];

/** Which of the atoms' whole words (prefixes left out) the vocabulary holds. */
async function heldWords(db: Kysely<DB>, atoms: string[]): Promise<Set<string>> {
  const words = [...new Set(atoms.filter((atom) => !atom.endsWith('*')))];
  const { rows } = await sql<{ word: string }>`
    select word from storefront_words where word = any(${words})`.execute(db);
  return new Set(rows.map((row) => row.word));
}

/**
 * The group's spellings as whole words the vocabulary holds: an unknown word drops its spelling,
 * a prefix becomes the words it begins. `plenty` when a prefix begins too many to list.
 */
async function knownSpellings(db: Kysely<DB>, group: Group): Promise<{ spellings: Group; plenty: boolean }> {
  const known = await heldWords(db, group.flat());
  const begun = new Map<string, string[]>();
  for (const prefix of new Set(group.flat().filter((atom) => atom.endsWith('*')))) {
    const text = prefix.slice(0, -1);
    const { rows: words } = await sql<{ word: string }>`
      select word from storefront_words where word >= ${text} and word < ${`${text}\u{10FFFF}`}
      order by word limit ${MAX_WHOLE_WORDS + 1}`.execute(db);
    if (words.length > MAX_WHOLE_WORDS) return { spellings: group, plenty: true };
    begun.set(
      prefix,
      words.map((row) => row.word),
    );
  }
  const spellings = group.flatMap((variant) =>
    variant.reduce<string[][]>(
      (heads, atom) =>
        heads.flatMap((head) =>
          atom.endsWith('*')
            ? (begun.get(atom) ?? []).map((word) => [...head, word])
            : known.has(atom)
              ? [[...head, atom]]
              : [],
        ),
      [[]],
    ),
  );
  return { spellings, plenty: false };
}

/**
 * Listings of the side holding a spelling of the group, up to `cap`, through the GIN index. The
 * spellings are asked as whole words the vocabulary holds, none when it holds none: with a small
 * limit and a prefix (or a word it has no statistics for), the planner would rather read the
 * entries in order than the index, and for a word few listings hold that reads them all
 * (55 ms at 100 000 listings).
 */
export async function postgresWordListings(
  db: Kysely<DB>,
  side: StorefrontSide,
  group: Group,
  cap: number,
): Promise<number> {
  const { spellings, plenty } = await knownSpellings(db, group);
  if (plenty) return cap;
  if (spellings.length === 0) return 0;
  // Rows, not `count(*)`: a bounded look, which no one should take for a search's total.
  const { rows } = await sql`
    select 1 from ${side.entries} e where e.search @@ to_tsquery('simple', ${toTsquery([spellings])})
    limit ${cap}`.execute(db);
  return rows.length;
}

/**
 * The terms without the spellings that hold a whole word the vocabulary does not (a prefix is
 * left as it is), or null when some group keeps none: nothing can match. PostgreSQL estimates
 * each word it has no statistics for at a default share of the entries, so an OR of a dozen
 * unknown spellings (`a7riii`, `a7r 3`, `a7r mk iii`…) looked like 1 % of a million entries: it
 * read them newest first, filtering each, all 900 000 (1.1 s), for none. Kept per catalogue
 * version with the words' other reads.
 */
export async function postgresKnownTerms(
  db: Kysely<DB>,
  terms: SearchTerms,
  kept: KeptReads,
): Promise<SearchTerms | null> {
  const { known } = await kept.ofWords(`known spellings ${JSON.stringify(terms)}`, async () => {
    const held = await heldWords(db, terms.flat(2));
    const groups = terms.map((group) =>
      group.filter((variant) => variant.every((atom) => atom.endsWith('*') || held.has(atom))),
    );
    return { known: groups.some((group) => group.length === 0) ? null : groups };
  });
  return known;
}

/**
 * Words nearest by trigrams (a nearest-neighbour walk of the GiST index, `<->`): a word one or
 * two edits away shares most of its trigrams, so it is among the nearest few dozen, which the
 * caller measures again. A filter on the words' length would make the planner walk the
 * vocabulary instead. Both sides share one vocabulary; a word of the other side finds no listing
 * when the caller counts them.
 */
const NEAREST = 64;

export async function postgresSimilarWords(
  db: Kysely<DB>,
  _side: StorefrontSide,
  word: string,
  _distance: 1 | 2,
): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    select word from storefront_words order by word <-> ${word} limit ${NEAREST}`.execute(db);
  return rows.map((row) => row.word);
}
