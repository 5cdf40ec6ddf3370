import type { Rating, Review, ReviewInput } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { findBookingParties } from '../orders/orders.public.js';
import { addToRating, ratingOfUser, type User } from '../users/users.public.js';
import { EDIT_WINDOW_MS, toReview } from './review-mapper.js';
import { reviewNotices } from './review-notices.js';
import {
  answerReview,
  findReview,
  insertReview,
  listReviewsByOn,
  listReviewsOf,
  lockReview,
  updateReview,
} from './reviews.repository.js';
import { reviewsErrors } from './reviews-errors.js';

/** Issue 15 item 3 (decision 027): the two sides of a completed booking rate each other. */
export class ReviewsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** The reviewed person is told (decision 033); none in some tests. */
    private readonly notifier?: Notifier,
  ) {}

  /** The caller's one review of the other side of a completed booking. */
  async write(caller: User, orderId: string, input: ReviewInput, linkOrigin = ''): Promise<Review> {
    const order = await findBookingParties(this.db, orderId);
    if (!order) throw new AppError('not-found', reviewsErrors.suchBooking);
    const role =
      order.buyer_id === caller.id ? 'buyer' : order.seller_id === caller.id ? 'seller' : undefined;
    if (!role) throw new AppError('forbidden', reviewsErrors.onlyBuyerSellerBooking);
    if (order.status !== 'completed') {
      throw new AppError('conflict', {
        ...reviewsErrors.bookingCannotReviewedOnly,
        values: { status: order.status },
      });
    }
    const revieweeId = role === 'buyer' ? order.seller_id : order.buyer_id;
    // A booking of one's own listing cannot exist; this keeps it so even for old records.
    if (!revieweeId || revieweeId === caller.id) {
      throw new AppError('conflict', reviewsErrors.thereNobodyElseBooking);
    }
    const now = this.clock().toISOString();
    const id = uuidv7();
    // The reviewee's kept rating moves with the review, and cached pages showing it go stale.
    const inserted = await writeTransaction(this.db, async (trx) => {
      const added = await insertReview(trx, {
        id,
        order_id: order.id,
        reviewer_role: role,
        reviewer_id: caller.id,
        reviewee_id: revieweeId,
        rating: input.rating,
        text: input.text,
        created_at: now,
        updated_at: now,
        answer: null,
        answered_at: null,
      });
      if (added) {
        await addToRating(trx, revieweeId, { stars: input.rating, reviews: 1 });
        await bumpCatalogueVersion(trx);
        await this.notifier?.notify(trx, linkOrigin, {
          userId: revieweeId,
          kind: 'review-received',
          text: { message: reviewNotices.received, values: { reviewer: caller.name, rating: input.rating } },
          link: `/sellers/${revieweeId}`,
        });
      }
      return added;
    });
    if (!inserted) {
      throw new AppError('conflict', reviewsErrors.reviewedBookingAlreadyChange);
    }
    return this.answer(id);
  }

  /** Its writer changes a review within 14 days of writing it. */
  async edit(caller: User, reviewId: string, input: ReviewInput): Promise<Review> {
    const now = this.clock();
    const since = new Date(now.getTime() - EDIT_WINDOW_MS).toISOString();
    await writeTransaction(this.db, async (trx) => {
      // Locked, so two edits at once each move the kept rating from the stars the other left.
      const review = await lockReview(trx, reviewId);
      if (!review) throw new AppError('not-found', reviewsErrors.suchReview);
      if (review.reviewer_id !== caller.id)
        throw new AppError('forbidden', reviewsErrors.onlyWriterChangesReview);
      const changes = { ...input, updatedAt: now.toISOString() };
      if (!(await updateReview(trx, review.id, changes, since))) {
        throw new AppError('conflict', reviewsErrors.reviewChanged14Days);
      }
      if (review.reviewee_id !== null && review.rating !== input.rating) {
        await addToRating(trx, review.reviewee_id, { stars: input.rating - review.rating, reviews: 0 });
        await bumpCatalogueVersion(trx);
      }
    });
    return this.answer(reviewId);
  }

  /** The reviewed person answers once. */
  async reply(caller: User, reviewId: string, text: string): Promise<Review> {
    const review = await findReview(this.db, reviewId);
    if (!review) throw new AppError('not-found', reviewsErrors.suchReview);
    if (review.reviewee_id !== caller.id) {
      throw new AppError('forbidden', reviewsErrors.onlyReviewedPersonAnswers);
    }
    if (!(await answerReview(this.db, review.id, text, this.clock().toISOString()))) {
      throw new AppError('conflict', reviewsErrors.answeredReviewAlready);
    }
    return this.answer(review.id);
  }

  async reviewsOf(userId: string, page: { page: number; limit: number }) {
    const [rows, rating] = await Promise.all([
      listReviewsOf(this.db, userId, (page.page - 1) * page.limit, page.limit),
      ratingOfUser(this.db, userId),
    ]);
    return { items: rows.map(toReview), total: rating.count };
  }

  rating(userId: string): Promise<Rating> {
    return ratingOfUser(this.db, userId);
  }

  /** The caller's own reviews on these bookings, so their lists show a form or the review. */
  async mine(caller: User, orderIds: string[]): Promise<Review[]> {
    return (await listReviewsByOn(this.db, caller.id, orderIds)).map(toReview);
  }

  private async answer(id: string): Promise<Review> {
    const row = await findReview(this.db, id);
    if (!row) throw new AppError('not-found', reviewsErrors.suchReview);
    return toReview(row);
  }
}
