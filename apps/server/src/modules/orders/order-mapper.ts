import { type Meeting, OPEN_ORDER_STATUSES, type Order, type OrderStatus } from '@refocus/contract';
import { toDollars } from '../../shared/money.js';
import { defaultVariant, imagePath } from '../images/images.public.js';
import { slotOf } from './meeting-times.js';
import type { OrderRow, ProposalRow } from './orders.repository.js';

/** Bookings in which buyer and seller are to meet: the buyer may call the seller. */
const CONTACT_SHARED: OrderStatus[] = ['accepted', 'completed'];

/**
 * The booking's meeting: the agreed time, and the proposal waiting for an answer. A closed
 * booking keeps its agreed time as history, but has nothing left to answer.
 */
function meetingOf(row: OrderRow, timeZone: string, proposals: readonly ProposalRow[]): Meeting {
  const open = OPEN_ORDER_STATUSES.includes(row.status) ? proposals : [];
  return {
    timeZone,
    agreed: row.meeting_at ? slotOf(row.meeting_at, timeZone) : null,
    proposals: open.map((p) => slotOf(p.starts_at, timeZone)),
    proposedBy: open[0]?.proposed_by ?? null,
  };
}

/** What a booking's answer is made of besides its row: the shop's zone and its open proposals. */
export interface MeetingParts {
  timeZone: string;
  proposals: readonly ProposalRow[];
}

export function toOrder(row: OrderRow, origin: string, meeting: MeetingParts): Order {
  const imgURL =
    row.product_image_id && row.product_image_width
      ? `${origin}${imagePath(row.product_image_id, defaultVariant(row.product_image_width).name)}`
      : row.product_img_url;
  return {
    _id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    price: toDollars(row.price),
    askedPrice: row.asked_price === null ? null : toDollars(row.asked_price),
    offerId: row.offer_id,
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
    meeting: meetingOf(row, meeting.timeZone, meeting.proposals),
  };
}
