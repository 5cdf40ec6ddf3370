/** The `reviews` table: one side's rating of the other after a completed booking (decision 027). */
export interface ReviewsTable {
  id: string;
  order_id: string;
  reviewer_role: 'buyer' | 'seller';
  /** Null once that account is deleted: the review stays. */
  reviewer_id: string | null;
  reviewee_id: string | null;
  /** 1 to 5. */
  rating: number;
  text: string;
  created_at: string;
  updated_at: string;
  /** The reviewed person's one answer. */
  answer: string | null;
  answered_at: string | null;
}
