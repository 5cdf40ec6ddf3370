import { ORDER_STATUSES, PRODUCT_STATUSES } from '@refocus/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The UTC day of an ISO-8601 timestamp (stored as text on both databases, decision 022). */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Open accounts by their flags; closed accounts are not counted. */
export function countPeopleByFlags(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['admin', 'seller', 'disabled', (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('deleted_at', 'is', null)
    .groupBy(['admin', 'seller', 'disabled'])
    .execute();
}

/**
 * Listings by status, withdrawn ones included. Every status is named so the query reads the
 * `(status, created_at)` index only (migration 019), not the table (1M listings).
 */
export function countListingsByStatus(db: Kysely<DB>) {
  return db
    .selectFrom('products')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('status', 'in', [...PRODUCT_STATUSES])
    .groupBy('status')
    .execute();
}

/** Withdrawn listings by the status they had, from the partial index that holds only them. */
export function countWithdrawnListingsByStatus(db: Kysely<DB>) {
  return db
    .selectFrom('products')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('deleted_at', 'is not', null)
    .groupBy('status')
    .execute();
}

export function countBookingsByStatus(db: Kysely<DB>) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('status', 'in', [...ORDER_STATUSES])
    .groupBy('status')
    .execute();
}

/** New listings per UTC day since `since` (an ISO timestamp), withdrawn ones included. */
export function countNewListingsByDay(db: Kysely<DB>, since: string) {
  return db
    .selectFrom('products')
    .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('status', 'in', [...PRODUCT_STATUSES])
    .where('created_at', '>=', since)
    .groupBy(dayOf('created_at'))
    .execute();
}

/** Sign-ups per UTC day since `since`, closed accounts included (they signed up that day). */
export function countSignUpsByDay(db: Kysely<DB>, since: string) {
  return db
    .selectFrom('users')
    .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('created_at', '>=', since)
    .groupBy(dayOf('created_at'))
    .execute();
}

/** Report cases still waiting for a decision (index `moderation_cases_queue` leads with the state). */
export async function countOpenReportCases(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('moderation_cases')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('state', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
