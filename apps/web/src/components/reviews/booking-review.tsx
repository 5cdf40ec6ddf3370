import type { Review, ReviewInput } from '@refocus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { ReviewForm } from './review-form';
import { editReview, writeReview } from './reviews-api';
import { Stars } from './stars';

interface BookingReviewProps {
  orderId: string;
  productName: string;
  /** Whom the caller rates: "the seller" or the buyer's name. */
  other: string;
  /** The caller's review of this booking; undefined when they have not written one. */
  review: Review | undefined;
}

/**
 * Under a completed booking: the form to rate the other side, or the review written, with
 * "Edit" while its 14 days last. A write refreshes the rating wherever it shows.
 */
export function BookingReview({ orderId, productName, other, review }: BookingReviewProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const intl = useIntl();
  const refresh = () =>
    Promise.all(
      [['reviews'], ['products'], ['sellers']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const write = async (input: ReviewInput) => {
    await writeReview(orderId, input);
    toast.success(
      intl.formatMessage({
        id: 'components.review.posted',
        defaultMessage: 'Thank you: your review is posted.',
      }),
    );
    await refresh();
  };
  const edit = async (input: ReviewInput) => {
    if (!review) return;
    await editReview(review.id, input);
    toast.success(
      intl.formatMessage({ id: 'components.review.changed', defaultMessage: 'Your review is changed.' }),
    );
    setEditing(false);
    await refresh();
  };

  if (!review) {
    return (
      <section className="mt-4 rounded-box bg-base-200 p-4">
        <h3 className="mb-2 font-semibold">
          {intl.formatMessage({ id: 'components.review.rate', defaultMessage: 'Rate {other}' }, { other })}
        </h3>
        <ReviewForm
          label={intl.formatMessage(
            { id: 'components.review.formLabel', defaultMessage: 'Review {other} of {product}' },
            { other, product: productName },
          )}
          submitLabel={intl.formatMessage({ id: 'components.review.post', defaultMessage: 'Post review' })}
          onSubmit={write}
        />
      </section>
    );
  }
  const editable = Date.now() < Date.parse(review.editableUntil);
  if (editing && editable) {
    return (
      <section className="mt-4 rounded-box bg-base-200 p-4">
        <h3 className="mb-2 font-semibold">
          {intl.formatMessage(
            { id: 'components.review.changeTitle', defaultMessage: 'Change your review of {other}' },
            { other },
          )}
        </h3>
        <ReviewForm
          label={intl.formatMessage(
            {
              id: 'components.review.changeLabel',
              defaultMessage: 'Change your review of {other} for {product}',
            },
            { other, product: productName },
          )}
          initial={{ rating: review.rating, text: review.text }}
          submitLabel={intl.formatMessage({ id: 'components.review.save', defaultMessage: 'Save review' })}
          onSubmit={edit}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  }
  return (
    <section
      className="mt-4 rounded-box bg-base-200 p-4"
      aria-label={intl.formatMessage(
        { id: 'components.review.yoursOf', defaultMessage: 'Your review of {other}' },
        { other },
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold">
          {intl.formatMessage({ id: 'components.review.yours', defaultMessage: 'Your review' })}
        </h3>
        <Stars value={review.rating} />
        {editable && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(true)}>
            {intl.formatMessage(
              {
                id: 'components.review.edit',
                defaultMessage: 'Edit<hidden> your review of {product}</hidden>',
              },
              { product: productName, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
            )}
          </button>
        )}
      </div>
      <p className="mt-1 whitespace-pre-line">{review.text}</p>
      <p className="mt-1 text-xs text-base-content/70">
        {editable
          ? intl.formatMessage(
              { id: 'components.review.editableUntil', defaultMessage: 'You can change it until {date}.' },
              { date: formatDay(intl, review.editableUntil) },
            )
          : null}
      </p>
      {review.answer && (
        <p className="mt-2 border-s-2 border-base-300 ps-3 text-sm">
          <span className="font-medium">
            {intl.formatMessage({ id: 'components.review.answer', defaultMessage: 'Answer:' })}{' '}
          </span>
          {review.answer.text}
        </p>
      )}
    </section>
  );
}

/** An ISO timestamp as a medium-style date; the text itself when it is not a date. */
function formatDay(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : intl.formatDate(date, { dateStyle: 'medium' });
}
