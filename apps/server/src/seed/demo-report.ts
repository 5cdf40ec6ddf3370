import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';

const REPORTER_EMAIL = 'ivy@refocus.demo';
const SELLER_EMAIL = 'maya@refocus.demo';

/**
 * One open report (issue 15 item 4, decision 032), so the admin's Reports screen has a case
 * after `npm start`: Ivy reports Maya's second-oldest listing as fake. Reporting changes
 * nothing on the listing, and no e2e journey hides or books that one (the accessibility spec
 * books Maya's oldest, the storefront journeys the newest; the moderation journey hides its own).
 */
export async function seedDemoReport(trx: Kysely<DB>, now: number): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [REPORTER_EMAIL, SELLER_EMAIL])
    .where('deleted_at', 'is', null)
    .execute();
  const reporter = people.find((p) => p.email === REPORTER_EMAIL);
  const seller = people.find((p) => p.email === SELLER_EMAIL);
  if (!reporter || !seller) return;
  const listing = await trx
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', seller.id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(1)
    .limit(1)
    .executeTakeFirst();
  if (!listing) return;
  const at = new Date(now - 30 * 60_000).toISOString();
  const caseId = uuidv7();
  await trx
    .insertInto('moderation_cases')
    .values({
      id: caseId,
      target_kind: 'listing',
      target_id: listing.id,
      conversation_id: null,
      state: 'open',
      created_at: at,
      last_reported_at: at,
    })
    .execute();
  await trx
    .insertInto('reports')
    .values({
      id: uuidv7(),
      case_id: caseId,
      reporter_id: reporter.id,
      reason: 'fake',
      text: 'The photo looks like a stock image, and the price is far too low for this model.',
      created_at: at,
    })
    .execute();
}
