import type { SavedSearchFrequency } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { insertSavedSearchDraft } from '../modules/saved-searches/saved-searches.public.js';

const DAY = 86_400_000;

/** What the demo buyers watch for (issue 14 item 7): words, a brand and price, camera details. */
const DEMO_SAVED_SEARCHES: {
  email: string;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
}[] = [
  {
    email: 'ivy@refocus.demo',
    name: 'Sony under $1,500',
    query: 'category=2&maxPrice=1500',
    frequency: 'instant',
  },
  { email: 'ivy@refocus.demo', name: 'Film cameras', query: 'q=film', frequency: 'daily' },
  {
    email: 'ben@refocus.demo',
    name: 'Excellent Sony E lenses',
    query: 'type=lens&mount=sony-e&grade=excellent&grade=like-new',
    frequency: 'daily',
  },
  {
    email: 'ben@refocus.demo',
    name: 'Nikon Z bodies',
    query: 'q=nikon z&type=camera-body',
    frequency: 'instant',
  },
];

/**
 * The demo buyers' saved searches, built as a person's save is (so they match new listings
 * like any other) and saved a week ago: only listings posted after that alert them.
 * `origin` is where alert links point when PUBLIC_URL is not set.
 */
export async function seedDemoSavedSearches(trx: Kysely<DB>, origin: string, now: number): Promise<void> {
  const buyers = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      DEMO_SAVED_SEARCHES.map((search) => search.email),
    )
    .where('deleted_at', 'is', null)
    .execute();
  for (const [index, search] of DEMO_SAVED_SEARCHES.entries()) {
    const buyer = buyers.find((b) => b.email === search.email);
    if (!buyer) continue;
    await insertSavedSearchDraft(trx, {
      userId: buyer.id,
      name: search.name,
      query: search.query,
      frequency: search.frequency,
      origin,
      createdAt: new Date(now - 7 * DAY + index * 60_000).toISOString(),
    });
  }
}
