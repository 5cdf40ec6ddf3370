import { REVIEW_EDIT_DAYS, type Review } from '@refocus/contract';
import type { ReviewRow } from './reviews.repository.js';

export const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 24 * 3_600_000;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    orderId: row.order_id,
    productName: row.product_name,
    reviewerRole: row.reviewer_role,
    reviewerName:
      row.reviewer_deleted_at === null ? (row.reviewer_name ?? 'Closed account') : 'Closed account',
    revieweeId: row.reviewee_id,
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editableUntil: new Date(Date.parse(row.created_at) + EDIT_WINDOW_MS).toISOString(),
    answer:
      row.answer !== null && row.answered_at !== null
        ? { text: row.answer, createdAt: row.answered_at }
        : null,
  };
}
