import { PRICE_GUIDE_MIN_SALES, type PriceGuide } from '@refocus/contract';
import { salesCount, typicalRange } from '../../../components/models/price-guide-text';
import { formatPrice } from '../../../lib/format';

/** The guide in one sentence, or why there is none yet. */
export function PriceGuideSummary({ guide }: { guide: PriceGuide | null }) {
  if (!guide) {
    return (
      <div>
        <p className="text-lg font-semibold">Not enough sales yet</p>
        <p className="text-base-content/75">
          A price guide shows once {PRICE_GUIDE_MIN_SALES} have sold here within 12 months.
        </p>
      </div>
    );
  }
  return (
    <p className="text-lg">
      <span className="font-semibold">Typical price {typicalRange(guide)}</span>, median{' '}
      {formatPrice(guide.median)} ({salesCount(guide.sales)})
    </p>
  );
}
