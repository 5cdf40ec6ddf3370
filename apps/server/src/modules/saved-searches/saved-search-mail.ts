import { formatPrice } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { toDollars } from '../../shared/money.js';
import { enqueueMail } from '../mail/mail.public.js';
import type { SavedSearchTokens } from './saved-search-tokens.js';

/** One e-mail holds at most this many listings; the rest are behind the search's own link. */
const LISTINGS_PER_MAIL = 30;

/** The hits waiting to be sent to live, enabled people, for searches that are not paused. */
function waitingHits(db: Kysely<DB>, frequency: 'instant' | 'daily') {
  return (
    db
      .selectFrom('saved_search_hits as h')
      .innerJoin('saved_searches as s', 's.id', 'h.saved_search_id')
      .innerJoin('products as p', 'p.id', 'h.product_id')
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .where('h.sent_at', 'is', null)
      .where('h.frequency', '=', frequency)
      .where('s.paused', '=', 0)
      .where('p.deleted_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .where('u.disabled', '=', 0)
      // Alerts go only to a confirmed address (issue 41, item 9); hits wait until it is.
      .where('u.email_verified_at', 'is not', null)
  );
}

/** Who has instant hits waiting, or a daily hit at least a day old (the digest is due). */
export async function peopleToMail(
  db: Kysely<DB>,
  dueDigestBefore: string,
): Promise<{ user_id: string; frequency: 'instant' | 'daily' }[]> {
  const instant = await waitingHits(db, 'instant').select('h.user_id').distinct().execute();
  const daily = await waitingHits(db, 'daily')
    .select('h.user_id')
    .where('h.matched_at', '<=', dueDigestBefore)
    .distinct()
    .execute();
  return [
    ...instant.map((row) => ({ user_id: row.user_id, frequency: 'instant' as const })),
    ...daily.map((row) => ({ user_id: row.user_id, frequency: 'daily' as const })),
  ];
}

/**
 * One e-mail to one person with every waiting hit of that frequency (all their searches
 * together), then the hits are marked sent — in the caller's transaction, so the mail is
 * queued exactly when they are marked. Answers whether a mail was queued.
 */
export async function mailWaitingHits(
  db: Kysely<DB>,
  person: { user_id: string; frequency: 'instant' | 'daily' },
  deps: { tokens: SavedSearchTokens; clock: Clock; postgres: boolean },
): Promise<boolean> {
  const query = waitingHits(db, person.frequency)
    .where('h.user_id', '=', person.user_id)
    .select([
      'h.saved_search_id',
      'h.product_id',
      's.name as search_name',
      's.query',
      's.origin',
      'p.name as product_name',
      'p.resale_price',
      'u.name as user_name',
      'u.email',
    ])
    .orderBy('h.matched_at')
    .orderBy('h.product_id');
  // On PostgreSQL another instance may be mailing the same person: each hit is read (and sent) by one.
  const rows = await (deps.postgres ? query.forUpdate('h').skipLocked() : query).execute();
  const now = deps.clock().toISOString();
  // Exactly the hits read: one another instance records meanwhile waits for the next mail.
  const bySearch = new Map<string, string[]>();
  for (const row of rows)
    bySearch.set(row.saved_search_id, [...(bySearch.get(row.saved_search_id) ?? []), row.product_id]);
  for (const [searchId, productIds] of bySearch)
    for (let i = 0; i < productIds.length; i += 200)
      await db
        .updateTable('saved_search_hits')
        .set({ sent_at: now })
        .where('saved_search_id', '=', searchId)
        .where('product_id', 'in', productIds.slice(i, i + 200))
        .execute();
  const first = rows[0];
  if (!first) return false;
  const searches = new Map<string, { name: string; link: string; unsubscribeLink: string }>();
  const listings = new Map<string, { name: string; price: string; amount: number; link: string }>();
  for (const row of rows) {
    if (!searches.has(row.saved_search_id)) {
      const unsubscribe = new URLSearchParams({
        id: row.saved_search_id,
        token: deps.tokens.sign(row.saved_search_id),
      });
      searches.set(row.saved_search_id, {
        name: row.search_name,
        link: `/products${row.query ? `?${row.query}` : ''}`,
        unsubscribeLink: `/saved-searches/unsubscribe?${unsubscribe}`,
      });
    }
    if (!listings.has(row.product_id))
      listings.set(row.product_id, {
        name: row.product_name,
        price: formatPrice(toDollars(row.resale_price)),
        // Written in the reader's language and the shop's currency when the mail is rendered.
        amount: toDollars(row.resale_price),
        link: `/products/${row.product_id}`,
      });
  }
  const all = [...listings.values()];
  await enqueueMail(
    db,
    {
      to: first.email,
      template: 'saved-search-alert',
      data: {
        name: first.user_name,
        digest: person.frequency === 'daily',
        listings: all.slice(0, LISTINGS_PER_MAIL),
        more: Math.max(0, all.length - LISTINGS_PER_MAIL),
        searches: [...searches.values()],
        settingsLink: '/dashboard/saved-searches',
      },
      // The links go to PUBLIC_URL when set, else where the search was saved from: the job has no request.
      origin: first.origin,
    },
    deps.clock,
  );
  return true;
}
