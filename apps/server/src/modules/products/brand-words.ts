import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { foldText } from './search-terms.js';
import type { KeptReads } from './storefront-kept-reads.js';

/**
 * The words the shop's brands are searched by, folded: every brand's `search_words` (its name
 * and aliases, migration 044), hidden brands too, since their listings stay. Admins change
 * brands at any time; a change moves the catalogue version on, and these are kept per version.
 */
export function brandWordsOf(db: Kysely<DB>, kept: KeptReads): Promise<string[]> {
  return kept.ofWords('brand words', async () => {
    const rows = await db.selectFrom('brands').select('search_words').execute();
    return [...new Set(rows.flatMap((row) => foldText(row.search_words).split(' ').filter(Boolean)))];
  });
}
