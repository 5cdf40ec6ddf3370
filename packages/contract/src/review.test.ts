import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { MAX_PAGE_SIZE } from './paging.js';
import {
  MyReviewsQuerySchema,
  RatingSchema,
  REVIEW_TEXT_MAX_LENGTH,
  ReviewAnswerInputSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewSchema,
} from './review.js';

describe('ReviewInputSchema', () => {
  it('accepts 1 to 5 stars and trimmed words', () => {
    expect(accepted(ReviewInputSchema, { rating: 5, text: '  Quick and friendly.\n ' })).toEqual({
      rating: 5,
      text: 'Quick and friendly.',
    });
    expect(accepted(ReviewInputSchema, { rating: 1, text: 'No show' }).rating).toBe(1);
  });

  it.each([0, 6, 4.5, '5'])('refuses rating %j', (rating) => {
    const result = ReviewInputSchema.safeParse({ rating, text: 'ok' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['rating']]);
    expect(result.error?.issues[0]?.message).toBe('rating must be a whole number from 1 to 5');
  });

  it('refuses blank, too long or missing words', () => {
    expect(ReviewInputSchema.safeParse({ rating: 4, text: ' ' }).error?.issues[0]?.message).toBe(
      'text must not be empty',
    );
    expect(
      refusedPaths(ReviewInputSchema, { rating: 4, text: 't'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }),
    ).toEqual([['text']]);
    expect(ReviewInputSchema.safeParse({ rating: 4 }).error?.issues[0]?.message).toBe('text is required');
  });
});

describe('ReviewAnswerInputSchema', () => {
  it('accepts an answer and refuses an empty one', () => {
    expect(accepted(ReviewAnswerInputSchema, { text: ' Thank you! ' })).toEqual({ text: 'Thank you!' });
    expect(refusedPaths(ReviewAnswerInputSchema, { text: '' })).toEqual([['text']]);
  });
});

describe('ReviewSchema and RatingSchema', () => {
  const review = {
    id: 'r1',
    orderId: 'o1',
    productName: 'Sony A7 III',
    reviewerRole: 'buyer',
    reviewerName: 'Bea',
    revieweeId: 'u2',
    rating: 5,
    text: 'Great seller',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    editableUntil: '2026-01-16T10:00:00.000Z',
    answer: null,
  };

  it('accepts a review with and without an answer', () => {
    const answered = { ...review, revieweeId: null, answer: { text: 'Thanks', createdAt: review.createdAt } };
    expect(accepted(ReviewListSchema, [review, answered])).toEqual([review, answered]);
  });

  it('refuses an admin reviewer, a fractional rating and a missing answer', () => {
    expect(refusedPaths(ReviewSchema, { ...review, reviewerRole: 'admin' })).toEqual([['reviewerRole']]);
    expect(refusedPaths(ReviewSchema, { ...review, rating: 4.5 })).toEqual([['rating']]);
    expect(refusedPaths(ReviewSchema, { ...review, answer: undefined })).toEqual([['answer']]);
  });

  it('RatingSchema: an average or null, and a whole count', () => {
    expect(accepted(RatingSchema, { average: 4.3, count: 3 })).toEqual({ average: 4.3, count: 3 });
    expect(accepted(RatingSchema, { average: null, count: 0 })).toEqual({ average: null, count: 0 });
    expect(refusedPaths(RatingSchema, { average: 4, count: 1.5 })).toEqual([['count']]);
  });
});

describe('MyReviewsQuerySchema', () => {
  it('splits the booking ids, dropping empties and repeats', () => {
    expect(accepted(MyReviewsQuerySchema, { orders: 'o1,o2,o1,' })).toEqual({ orders: ['o1', 'o2'] });
  });

  it('refuses more than a page of ids, a long id and no value', () => {
    const ids = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, n) => `o${n}`);
    expect(MyReviewsQuerySchema.safeParse({ orders: ids.join(',') }).error?.issues[0]?.message).toBe(
      `orders must name at most ${MAX_PAGE_SIZE} bookings`,
    );
    expect(refusedPaths(MyReviewsQuerySchema, { orders: `o1,${'o'.repeat(65)}` })).toEqual([['orders']]);
    expect(MyReviewsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('orders is required');
  });
});
