import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { brandWordsOf } from './brand-words.js';
import type { SearchTerms } from './search-terms.js';
import { editDistance, type TypoWord, typoWordsOf, withCorrections } from './search-typos.js';
import type { KeptReads } from './storefront-kept-reads.js';
import { type StorefrontFilter, type StorefrontSide, sidesOf } from './storefront-query.js';
import type { StorefrontSql } from './storefront-sql.js';

/**
 * Typo tolerance over the catalogue's own words (decision 066). A typed word that may hold a
 * typo (search-typos.ts) and that no listing holds is asked as its correction: the vocabulary
 * word within its budget of edits, nearest first, then held by most listings. A word
 * only a few listings hold is left as typed (those listings are what was asked for) and its
 * correction is only offered ("Did you mean"). Every read depends on the words alone and is
 * kept for the catalogue version (`kept.ofWords`).
 */

/** A word at most this many listings hold is rare: a more frequent spelling may be offered. */
const RARE = 2;
/** A candidate's listings are counted up to this: enough to tell a common word from a rare one. */
const COUNTED = 1_000;
/** Candidates whose listings are counted, per typed word, nearest first. */
const MAX_CANDIDATES = 12;

export interface Corrections {
  /** The filter to list: every corrected word asks its correction instead. */
  filter: StorefrontFilter;
  /** Typed word → correction, for words no listing holds (asked in the list). */
  applied: Map<string, string>;
  /** Typed word → a word many more listings hold, for rare words (offered only). */
  offered: Map<string, string>;
}

export async function correctionsOf(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  filter: StorefrontFilter,
  kept: KeptReads,
): Promise<Corrections> {
  const applied = new Map<string, string>();
  const offered = new Map<string, string>();
  const groups = new Map<number, string>();
  const sides = sidesOf(filter);
  const sidesKey = sides.map((side) => side.name).join('+');
  for (const typo of typoWordsOf(filter.terms)) {
    const group = filter.terms[typo.group] as SearchTerms[number];
    const own = await kept.ofWords(`typo listings ${sidesKey} ${JSON.stringify(group)}`, () =>
      listingsOf(db, storefront, sides, group, RARE + 1),
    );
    if (own > RARE) continue;
    const { word } = await kept.ofWords(`typo correction ${sidesKey} ${typo.word} ${own}`, async () => ({
      word: await correctionOf(db, storefront, sides, typo, own, await brandWordsOf(db, kept)),
    }));
    if (word === undefined) continue;
    if (own === 0) {
      applied.set(typo.word, word);
      groups.set(typo.group, word);
    } else offered.set(typo.word, word);
  }
  const terms = groups.size === 0 ? filter.terms : withCorrections(filter.terms, groups);
  return { filter: { ...filter, terms }, applied, offered };
}

async function listingsOf(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  sides: StorefrontSide[],
  group: SearchTerms[number],
  cap: number,
): Promise<number> {
  let total = 0;
  for (const side of sides) total += await storefront.wordListings(db, side, group, cap);
  return total;
}

/** The nearest vocabulary word within the budget that more listings hold than `own`, the most held first. */
async function correctionOf(
  db: Kysely<DB>,
  storefront: StorefrontSql,
  sides: StorefrontSide[],
  typo: TypoWord,
  own: number,
  /** The shop's brand words are vocabulary even before a listing of the brand holds them. */
  brandWords: string[],
): Promise<string | undefined> {
  const found = new Set(brandWords);
  for (const side of sides) {
    for (const word of await storefront.similarWords(db, side, typo.word, typo.budget)) found.add(word);
  }
  const near = [...found]
    .filter((word) => word !== typo.word)
    .map((word) => ({
      word,
      distance: editDistance(typo.word, word, typo.budget),
      // Equally near and held: the word reached without a swap (`canonn` is `canon`, not `cannon`).
      plain: editDistance(typo.word, word, typo.budget + 1, false),
    }))
    .filter((candidate) => candidate.distance <= typo.budget)
    .sort((a, b) => a.distance - b.distance || a.plain - b.plain)
    .slice(0, MAX_CANDIDATES);
  for (const distance of new Set(near.map((candidate) => candidate.distance))) {
    const tier = near.filter((candidate) => candidate.distance === distance);
    // A lone candidate need only be held by more listings than the word: one more is read.
    const cap = tier.length === 1 ? own + 1 : COUNTED;
    let best: { word: string; listings: number } | undefined;
    for (const { word } of tier) {
      const listings = await listingsOf(db, storefront, sides, [[word]], cap);
      if (listings > own && (!best || listings > best.listings)) best = { word, listings };
    }
    if (best) return best.word;
  }
  return undefined;
}
