import { formatPrice } from '../../lib/format';

const WORDS = {
  /** The asking price before the seller lowered it (issue 14, item 4). */
  was: 'was',
  /** What the camera costs new. */
  new: 'new',
} as const;

/**
 * A struck-through price with the word that says which it is, not struck: "was $1,499" or
 * "new $2,199". Side by side, two bare struck prices read as one (issue 42, item 9).
 */
export function StruckPrice({
  kind,
  price,
  testId,
}: {
  kind: keyof typeof WORDS;
  price: number;
  testId?: string;
}) {
  return (
    <span className="whitespace-nowrap">
      {WORDS[kind]}
      {kind === 'new' && <span className="sr-only"> price</span>}{' '}
      <s data-testid={testId}>{formatPrice(price)}</s>
    </span>
  );
}
