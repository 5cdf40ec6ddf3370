import { asked, foldText, MAX_PREFIX, type SearchTerms } from './search-terms.js';

/**
 * The catalogue's word search (decision 007) run in code against one listing, for saved
 * search alerts (decision 035): the same terms (`searchTermsOf`), read the way SQLite's FTS5
 * `unicode61 remove_diacritics 2` tokenizer reads a listing — folded case and accents, runs
 * of letters and numbers — so a saved search alerts on exactly what it would list.
 */

/** The indexed text columns, in the words the index holds (the brand as the navigation names it). */
export interface ListingText {
  name: string;
  brand: string;
  description: string;
  location: string;
}

/** Each column's tokens in order: a phrase matches within one column only, as in FTS5. */
export type ListingTokens = string[][];

export function listingTokens(listing: ListingText): ListingTokens {
  return [listing.name, listing.brand, listing.description, listing.location].map(
    (text) => foldText(text).match(/[\p{L}\p{N}\p{Co}]+/gu) ?? [],
  );
}

function phraseAt(tokens: string[], start: number, atoms: { text: string; prefix: boolean }[]): boolean {
  return atoms.every((atom, j) => {
    const token = tokens[start + j];
    return token !== undefined && (atom.prefix ? token.startsWith(atom.text) : token === atom.text);
  });
}

/** Whether every word group of `terms` is in the listing (some spelling of it, in some column). */
export function matchesTerms(terms: SearchTerms, listing: ListingTokens): boolean {
  return terms.every((variants, g) =>
    variants.some((variant) => {
      const atoms = variant.map((_, i) => asked(terms, g, variant, i));
      return listing.some((tokens) => tokens.some((_, start) => phraseAt(tokens, start, atoms)));
    }),
  );
}

/**
 * The words one of which a listing must hold for `terms` to match it: the first atom of every
 * spelling of one group (the group whose shortest such atom is longest: fewest candidates).
 * A prefix atom is cut to MAX_PREFIX characters, as the listing files its prefixes. Empty terms: no key narrows the search.
 */
export function candidateKeys(terms: SearchTerms): string[] {
  let best: string[] = [];
  let bestLength = -1;
  terms.forEach((variants, g) => {
    const keys = variants.map((variant) => {
      const { text, prefix } = asked(terms, g, variant, 0);
      return prefix ? [...text].slice(0, MAX_PREFIX).join('') : text;
    });
    const shortest = Math.min(...keys.map((key) => key.length));
    if (shortest > bestLength) {
      best = keys;
      bestLength = shortest;
    }
  });
  return [...new Set(best)];
}

/** Every key under which a search matching this listing may be filed: its tokens and their 2–6 character prefixes. */
export function lookupKeys(listing: ListingTokens): string[] {
  const keys = new Set<string>();
  for (const tokens of listing)
    for (const token of tokens) {
      keys.add(token);
      const chars = [...token];
      for (let n = 2; n <= Math.min(6, chars.length - 1); n++) keys.add(chars.slice(0, n).join(''));
    }
  return [...keys];
}
