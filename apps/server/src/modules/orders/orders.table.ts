import type { OrderStatus } from '@refocus/contract';
import type { Generated, Insertable } from 'kysely';

/**
 * The `orders` table: a booking, with the buyer's contact details and the listing's name
 * and price as they were when it was made (the listing may change or go later).
 */
export interface OrdersTable {
  id: string;
  product_id: string;
  /** Null once the buyer's account is deleted: the order stays as a record. */
  buyer_id: string | null;
  user_name: string;
  user_email: string;
  product_name: string;
  /** Whole cents. */
  price: number;
  phone_number: string;
  location: string;
  status: Generated<OrderStatus>;
  created_at: string;
  updated_at: string;
}

export type NewOrderRecord = Insertable<OrdersTable>;
