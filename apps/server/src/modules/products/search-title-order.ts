import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { asked, foldText, type SearchTerms } from './search-terms.js';
import type { StorefrontSide } from './storefront-query.js';

/**
 * Which titles end where the query ends (issue 43): `canon eos 5d` puts "Canon EOS 5D" before
 * the newer "Canon EOS 5D Mark IV" that extends it, and `sony a7` puts "Sony A7" before
 * "Sony A7 III". Every title asked about already holds every word (the window's title tier), so
 * it is enough that the title ends with the query's last word, compared joined (`a7iii` ends
 * "Sony Alpha A7 III"). Brand words do not count: a title need not name its brand.
 */

/** The query's last word as typed, its atoms joined; '' when only brands were asked. */
export function lastTypedWord(terms: SearchTerms, brandWords: ReadonlySet<string>): string {
  for (let g = terms.length - 1; g >= 0; g--) {
    const typed = terms[g]?.[0] ?? [];
    const word = typed.map((_, i) => asked(terms, g, typed, i).text).join('');
    if (!brandWords.has(word)) return word;
  }
  return '';
}

/** Whether the title's last words, joined, are `word` (`lastTypedWord`). */
export function endsWithWord(title: string, word: string): boolean {
  const tokens = foldText(title).match(/[\p{L}\p{N}]+/gu) ?? [];
  let tail = '';
  for (let i = tokens.length - 1; i >= 0 && tail.length < word.length; i--) tail = `${tokens[i]}${tail}`;
  return word !== '' && tail === word;
}

/**
 * The titles of these entries (seqs of any of `sides`), read by key: a window holds at most a
 * few hundred titled matches, each one primary-key read of the entries and of the listings.
 */
export async function titlesOf(
  db: Kysely<DB>,
  sides: StorefrontSide[],
  seqs: number[],
): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  if (seqs.length === 0) return titles;
  for (const side of sides) {
    const { rows } = await sql<{ seq: number; name: string }>`
      select e.seq, p.name from ${side.entries} e join products p on p.id = e.product_id
      where e.seq in (${sql.join(seqs)})`.execute(db);
    for (const row of rows) titles.set(Number(row.seq), row.name);
  }
  return titles;
}
