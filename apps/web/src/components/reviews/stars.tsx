import type { Rating } from '@refocus/contract';

/** Five stars, `value` of them filled (rounded to the nearest whole star); read out as "4 out of 5 stars". */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={`text-warning ${className}`}>
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
  if (!rating || rating.average === null || rating.count === 0) {
    return <span className={className}>No reviews yet</span>;
  }
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <span className={className} data-testid="rating-summary">
      <span className="sr-only">
        Rated {rating.average} out of 5 from {reviews}
      </span>
      <span aria-hidden="true">
        {rating.average.toFixed(1)} <span className="text-warning">★</span> ({reviews})
      </span>
    </span>
  );
}
