import { PRICE_GUIDE_MIN_SALES, type PriceGuide } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';

/** The guide in one sentence, or why there is none yet. */
export function PriceGuideSummary({ guide }: { guide: PriceGuide | null }) {
  if (!guide) {
    return (
      <div>
        <p className="text-lg font-semibold">
          <FormattedMessage id="models.guide.notEnough" defaultMessage="Not enough sales yet" />
        </p>
        <p className="text-base-content/75">
          <FormattedMessage
            id="models.guide.notEnoughHint"
            defaultMessage="A price guide shows once {min} have sold here within 12 months."
            values={{ min: PRICE_GUIDE_MIN_SALES }}
          />
        </p>
      </div>
    );
  }
  return (
    <p className="text-lg">
      <FormattedMessage
        id="models.guide.summary"
        defaultMessage="<b>Typical price {low, number, price}–{high, number, price}</b>, median {median, number, price} ({sales, plural, one {# sale} other {# sales}})"
        values={{
          low: guide.low,
          high: guide.high,
          median: guide.median,
          sales: guide.sales,
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
        }}
      />
    </p>
  );
}
