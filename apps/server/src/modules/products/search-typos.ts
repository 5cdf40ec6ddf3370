import { foldText, type SearchTerms } from './search-terms.js';

/**
 * What a typo is, without the database (decision 066): which typed words may hold one, how far
 * a correction may be, the words one edit away, and a query written again with its corrections.
 */

/**
 * Typos allowed in a typed word, as the engines people know allow them (Meilisearch, Typesense):
 * one from 5 letters, two from 9; none in a shorter word (`sonu` is as likely a word of its own)
 * nor in one with digits (a model number: `d850` is not a typo of `d750`).
 */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (!/^\p{L}+$/u.test(word)) return 0;
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/**
 * The Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one
 * edit, `fujiflim` → `fujifilm`), or `max + 1` as soon as it must exceed `max`. With `swaps`
 * false, a swap is two edits (plain Levenshtein): a tie-break between equally near words.
 */
export function editDistance(a: string, b: string, max: number, swaps = true): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (swaps && i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length] as number, max + 1);
}

const LATIN = [...'abcdefghijklmnopqrstuvwxyz'];

/**
 * Every word one edit from `word` — a letter dropped, two neighbours swapped, one letter
 * changed or added (a–z and the word's own letters) — for looking them up in a vocabulary.
 * With `before`, only the edits that change one of the word's first `before` letters.
 */
export function oneEditAway(word: string, before = Number.POSITIVE_INFINITY): string[] {
  const chars = [...word];
  const alphabet = [...new Set([...LATIN, ...chars])];
  const out = new Set<string>();
  const at = (i: number, replaced: string[], skip = 0) =>
    [...chars.slice(0, i), ...replaced, ...chars.slice(i + skip)].join('');
  for (let i = 0; i <= chars.length && i < before; i++) {
    for (const letter of alphabet) {
      out.add(at(i, [letter]));
      if (i < chars.length) out.add(at(i, [letter], 1));
    }
    if (i < chars.length) out.add(at(i, [], 1));
    if (i + 1 < chars.length) out.add(at(i, [chars[i + 1] as string, chars[i] as string], 2));
  }
  out.delete(word);
  return [...out];
}

/** A word group of a query that may hold a typo: the word as typed (its spelling, no prefix mark) and its budget. */
export interface TypoWord {
  group: number;
  word: string;
  budget: 1 | 2;
}

/** The groups of `terms` whose typed word is a plain word of 5 letters or more (search-terms.ts). */
export function typoWordsOf(terms: SearchTerms): TypoWord[] {
  return terms.flatMap((variants, group) => {
    const typed = variants[0] ?? [];
    if (typed.length !== 1) return [];
    const word = (typed[0] as string).replace(/\*$/u, '');
    const budget = typoBudget(word);
    return budget === 0 ? [] : [{ group, word, budget }];
  });
}

/**
 * The terms with each corrected group asking its correction instead (a whole word, never a
 * prefix): a group is corrected only when no listing holds any of its spellings, so asking them
 * too would find nothing more and cost a read of the index (on PostgreSQL a prefix beside a
 * common word doubled the query's time).
 */
export function withCorrections(terms: SearchTerms, corrections: ReadonlyMap<number, string>): SearchTerms {
  return terms.map((variants, g) => {
    const correction = corrections.get(g);
    return correction === undefined ? variants : [[correction]];
  });
}

/**
 * The query as typed with its corrected words replaced (folded, as the vocabulary holds them),
 * every other word left as written: what "Did you mean" offers.
 */
export function correctedQuery(q: string, corrections: ReadonlyMap<string, string>): string {
  return q
    .trim()
    .split(/\s+/u)
    .map((token) => {
      const folded = foldText(token);
      const runs = folded.match(/\p{L}+|\p{Nd}+/gu) ?? [];
      const correction = runs.length === 1 ? corrections.get(runs[0] as string) : undefined;
      return correction === undefined ? token : folded.replace(runs[0] as string, correction);
    })
    .join(' ');
}
