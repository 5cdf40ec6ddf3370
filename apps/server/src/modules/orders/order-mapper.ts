import type { Order, OrderStatus } from '@refocus/contract';
import { toDollars } from '../../shared/money.js';
import { defaultVariant, imagePath } from '../images/images.public.js';
import type { OrderRow } from './orders.repository.js';

/** Bookings in which buyer and seller are to meet: the buyer may call the seller. */
const CONTACT_SHARED: OrderStatus[] = ['accepted', 'completed'];

export function toOrder(row: OrderRow, origin = ''): Order {
  const imgURL =
    row.product_image_id && row.product_image_width
      ? `${origin}${imagePath(row.product_image_id, defaultVariant(row.product_image_width).name)}`
      : row.product_img_url;
  return {
    _id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    price: toDollars(row.price),
    userName: row.user_name,
    userEmail: row.user_email,
    phoneNumber: row.phone_number,
    location: row.location,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seller: CONTACT_SHARED.includes(row.status)
      ? { name: row.product_seller_name, phoneNumber: row.product_seller_number }
      : null,
    product: {
      imgURL,
      status: row.product_status,
      removed: row.product_deleted_at !== null,
    },
  };
}
