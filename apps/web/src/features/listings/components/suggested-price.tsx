import type { PriceGuide } from '@refocus/contract';
import { salesCount, typicalRange } from '../../../components/models/price-guide-text';
import { formatPrice } from '../../../lib/format';

/** The model's median sale as the asking price to start from, put in the price field on request. */
export function SuggestedPrice({ guide, onUse }: { guide: PriceGuide; onUse: (price: number) => void }) {
  const median = formatPrice(guide.median);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p data-testid="suggested-price">
        Suggested price: <strong>{median}</strong> (typical {typicalRange(guide)} from{' '}
        {salesCount(guide.sales)})
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onUse(guide.median)}>
        Use {median}
        <span className="sr-only"> as the resale price</span>
      </button>
    </div>
  );
}
