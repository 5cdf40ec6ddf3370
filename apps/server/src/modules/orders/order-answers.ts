import type { Order } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toOrder } from './order-mapper.js';
import { findOrder, type OrderRow, proposalsOf } from './orders.repository.js';
import { ordersErrors } from './orders-errors.js';

/** How bookings are answered: links made absolute on `origin`, meeting times in the shop's zone. */
export interface OrderAnswerSettings {
  origin: string;
  timeZone: string;
}

/** A page of bookings as the API answers them: their open proposals read in one query. */
export async function answerOrders(
  db: Kysely<DB>,
  rows: readonly OrderRow[],
  { origin, timeZone }: OrderAnswerSettings,
): Promise<Order[]> {
  const proposals = await proposalsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, origin, { timeZone, proposals: proposals.get(row.id) ?? [] }));
}

/** One booking as the API answers it, read after its write committed. */
export async function answerOrder(db: Kysely<DB>, id: string, settings: OrderAnswerSettings): Promise<Order> {
  const row = await findOrder(db, id);
  if (!row) throw new AppError('not-found', ordersErrors.suchBooking);
  const [order] = await answerOrders(db, [row], settings);
  return order!;
}
