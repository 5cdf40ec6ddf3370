import type { PriceGuide } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

/** The model's median sale as the asking price to start from, put in the price field on request. */
export function SuggestedPrice({ guide, onUse }: { guide: PriceGuide; onUse: (price: number) => void }) {
  const { price } = useFormat();
  const median = price(guide.median);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p data-testid="suggested-price">
        <FormattedMessage
          id="listings.suggestedPrice.text"
          defaultMessage="Suggested price: <strong>{median}</strong> (typical {low}–{high} from {sales, plural, one {# sale} other {# sales}})"
          values={{
            median,
            low: price(guide.low),
            high: price(guide.high),
            sales: guide.sales,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onUse(guide.median)}>
        <FormattedMessage
          id="listings.suggestedPrice.use"
          defaultMessage="Use {median}<hidden> as the resale price</hidden>"
          values={{ median, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </button>
    </div>
  );
}
