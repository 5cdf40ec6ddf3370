import { DEFAULT_PAGE_SIZE, type Review } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { userReviewsQuery } from '../../../components/reviews/reviews-api';
import { Stars } from '../../../components/reviews/stars';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import { AnswerForm } from './answer-form';

/**
 * Reviews of the seller, newest first, a page at a time (its own page state: `?page=` is the
 * listings'). The seller, looking at their own page, can answer each unanswered review once.
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery({
    ...userReviewsQuery(sellerId, page),
    placeholderData: keepPreviousData,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 1;
  const own = user?.uid === sellerId;

  return (
    <section aria-labelledby="seller-reviews-heading" className="mt-12">
      <h2 id="seller-reviews-heading" className="mb-4 text-xl font-semibold">
        Reviews
      </h2>
      {error && !data && (
        <ErrorAlert message={`Could not load the reviews: ${error.message}`} onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && <EmptyState title="No reviews yet" />}
      {data && data.items.length > 0 && (
        <ul aria-label="Reviews of this seller" className="flex flex-col gap-3">
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} canAnswer={own && review.answer === null} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Review pages" className="mt-4 flex items-center gap-3">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer reviews
          </button>
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            Older reviews
          </button>
        </nav>
      )}
    </section>
  );
}

function ReviewItem({ review, canAnswer }: { review: Review; canAnswer: boolean }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="font-semibold">{review.reviewerName}</span>
        <span className="text-sm text-base-content/75">
          {review.reviewerRole === 'buyer' ? 'bought' : 'sold'} {review.productName} ·{' '}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      {review.answer && (
        <div className="mt-3 border-l-2 border-base-300 pl-3 text-sm">
          <p className="font-medium">Answer from the seller</p>
          <p className="whitespace-pre-line">{review.answer.text}</p>
        </div>
      )}
      {canAnswer && <AnswerForm reviewId={review.id} reviewer={review.reviewerName} />}
    </li>
  );
}
