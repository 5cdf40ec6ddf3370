import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { asked, foldText, type SearchTerms } from './search-terms.js';
import type { StorefrontSide } from './storefront-query.js';

/**
 * How well a title that holds every word of the query matches it (issue 43, item 5), best
 * first: 0 the title is the query (`canon eos 5d`: "Canon EOS 5D"); 1 it ends where the query
 * ends, so the model asked for comes before newer ones that extend it (`sony a7`: "Sony A7"
 * before "Sony A7 III"); 2 it holds the typed words in the order typed; 3 it holds them some
 * other way (another spelling, another order). Words are compared folded and joined across
 * tokens (`a7iii` is "A7 III"). Brand words do not count: a title need not name its brand.
 */
export type TitleTier = 0 | 1 | 2 | 3;

interface TypedWord {
  text: string;
  prefix: boolean;
}

/** The query's words as typed (each group's first spelling, its atoms joined), brand words left out. */
export function typedWords(terms: SearchTerms, brandWords: ReadonlySet<string>): TypedWord[] {
  return terms.flatMap((variants, g) => {
    const typed = variants[0] ?? [];
    const atoms = typed.map((_, i) => asked(terms, g, typed, i));
    const text = atoms.map((atom) => atom.text).join('');
    return text === '' || brandWords.has(text) ? [] : [{ text, prefix: atoms.at(-1)?.prefix ?? false }];
  });
}

export function titleTier(title: string, words: TypedWord[], brandWords: ReadonlySet<string>): TitleTier {
  const tokens = (foldText(title).match(/[\p{L}\p{N}]+/gu) ?? []).filter((token) => !brandWords.has(token));
  if (words.length === 0) return 3;
  if (tokens.join('') === words.map((word) => word.text).join('')) return 0;
  if (endsWith(tokens, (words.at(-1) as TypedWord).text)) return 1;
  return inOrder(tokens, words) ? 2 : 3;
}

/** Whether the last tokens, joined, are `word`. */
function endsWith(tokens: string[], word: string): boolean {
  let tail = '';
  for (let i = tokens.length - 1; i >= 0 && tail.length < word.length; i--) tail = `${tokens[i]}${tail}`;
  return tail === word;
}

/** Whether each word is a run of tokens (joined; the last may be begun), each after the one before. */
function inOrder(tokens: string[], words: TypedWord[]): boolean {
  let from = 0;
  for (const word of words) {
    const end = runEnd(tokens, from, word);
    if (end < 0) return false;
    from = end;
  }
  return true;
}

/** Where the first run of tokens at or after `from` that spells `word` ends, or -1. */
function runEnd(tokens: string[], from: number, word: TypedWord): number {
  for (let i = from; i < tokens.length; i++) {
    let joined = '';
    for (let j = i; j < tokens.length && joined.length < word.text.length; j++) {
      joined += tokens[j];
      if (joined === word.text || (word.prefix && joined.startsWith(word.text))) return j + 1;
    }
  }
  return -1;
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
