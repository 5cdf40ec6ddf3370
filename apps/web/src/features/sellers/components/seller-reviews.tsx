import { DEFAULT_PAGE_SIZE, type Review } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { userReviewsQuery } from '../../../components/reviews/reviews-api';
import { Stars } from '../../../components/reviews/stars';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAuth } from '../../../lib/use-auth';
import { AnswerForm } from './answer-form';

/**
 * Reviews of the seller, newest first, a page at a time (its own page state: `?page=` is the
 * listings'). The seller, looking at their own page, can answer each unanswered review once.
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const intl = useIntl();
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
        <FormattedMessage id="sellers.reviews.heading" defaultMessage="Reviews" />
      </h2>
      {error && !data && (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'sellers.reviews.failed', defaultMessage: 'Could not load the reviews: {reason}' },
            { reason: error.message },
          )}
          onRetry={() => void refetch()}
        />
      )}
      {data && data.items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'sellers.reviews.empty', defaultMessage: 'No reviews yet' })}
        />
      )}
      {data && data.items.length > 0 && (
        <ul
          aria-label={intl.formatMessage({
            id: 'sellers.reviews.list',
            defaultMessage: 'Reviews of this seller',
          })}
          className="flex flex-col gap-3"
        >
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} canAnswer={own && review.answer === null} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav
          aria-label={intl.formatMessage({ id: 'sellers.reviews.pages', defaultMessage: 'Review pages' })}
          className="mt-4 flex items-center gap-3"
        >
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage id="sellers.reviews.newer" defaultMessage="Newer reviews" />
          </button>
          <span className="text-sm">
            <FormattedMessage
              id="sellers.reviews.page"
              defaultMessage="Page {page} of {pageCount}"
              values={{ page, pageCount }}
            />
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            <FormattedMessage id="sellers.reviews.older" defaultMessage="Older reviews" />
          </button>
        </nav>
      )}
    </section>
  );
}

function ReviewItem({ review, canAnswer }: { review: Review; canAnswer: boolean }) {
  const { date } = useFormat();
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="font-semibold">{review.reviewerName}</span>
        <span className="text-sm text-base-content/75">
          <FormattedMessage
            id="sellers.reviews.context"
            defaultMessage="{role, select, buyer {bought} other {sold}} {product} · <time>{date}</time>"
            values={{
              role: review.reviewerRole,
              product: review.productName,
              date: date(review.createdAt),
              time: (chunks) => <time dateTime={review.createdAt}>{chunks}</time>,
            }}
          />
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      {review.answer && (
        <div className="mt-3 border-s-2 border-base-300 ps-3 text-sm">
          <p className="font-medium">
            <FormattedMessage id="sellers.reviews.answer" defaultMessage="Answer from the seller" />
          </p>
          <p className="whitespace-pre-line">{review.answer.text}</p>
        </div>
      )}
      {canAnswer && <AnswerForm reviewId={review.id} reviewer={review.reviewerName} />}
    </li>
  );
}
