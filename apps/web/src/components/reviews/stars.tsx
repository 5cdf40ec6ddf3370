import type { Rating } from '@refocus/contract';
import { useIntl } from 'react-intl';

/** Five stars, `value` of them filled (rounded to the nearest whole star); read out as "4 out of 5 stars". */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  const intl = useIntl();
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(
        { id: 'components.stars.label', defaultMessage: '{value} out of 5 stars' },
        { value },
      )}
      className={`text-warning ${className}`}
    >
      {'★'.repeat(filled)}
      <span className="text-base-content/30">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}

/** "4.7 ★ (12 reviews)", or "No reviews yet". */
export function RatingSummary({
  rating,
  className = '',
}: {
  rating: Rating | undefined;
  className?: string;
}) {
  const intl = useIntl();
  if (!rating || rating.average === null || rating.count === 0) {
    return (
      <span className={className}>
        {intl.formatMessage({ id: 'components.stars.noReviews', defaultMessage: 'No reviews yet' })}
      </span>
    );
  }
  const reviews = intl.formatMessage(
    { id: 'components.stars.reviews', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
    { count: rating.count },
  );
  return (
    <span className={className} data-testid="rating-summary">
      <span className="sr-only">
        {intl.formatMessage(
          { id: 'components.stars.rated', defaultMessage: 'Rated {average} out of 5 from {reviews}' },
          { average: rating.average, reviews },
        )}
      </span>
      <span aria-hidden="true">
        {intl.formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{' '}
        <span className="text-warning">★</span> ({reviews})
      </span>
    </span>
  );
}
