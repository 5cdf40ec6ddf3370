import type { PriceGuide, PriceVerdict } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../lib/format';

/** "$1,000–$1,200": the guide's typical range, its 25th to 75th percentile (English; see `usePriceGuideText`). */
export const typicalRange = (guide: PriceGuide) => `${formatPrice(guide.low)}–${formatPrice(guide.high)}`;

/** "3 sales" (English; see `usePriceGuideText`). */
export const salesCount = (sales: number) => `${sales} ${sales === 1 ? 'sale' : 'sales'}`;

/** An asking price against its model's guide, in words: the verdict is never said by colour alone. */
export const PRICE_VERDICT_LABELS = {
  below: 'Below the typical price',
  typical: 'Typical price',
  above: 'Above the typical price',
} as const satisfies Record<PriceVerdict, string>;

/** The verdicts in the page's language: `intl.formatMessage(PRICE_VERDICT_MESSAGES[verdict])`. */
export const PRICE_VERDICT_MESSAGES = defineMessages({
  below: { id: 'components.priceGuide.below', defaultMessage: 'Below the typical price' },
  typical: { id: 'components.priceGuide.typical', defaultMessage: 'Typical price' },
  above: { id: 'components.priceGuide.above', defaultMessage: 'Above the typical price' },
}) satisfies Record<PriceVerdict, unknown>;

/** The guide's words in the page's language and currency (decision 070). */
export function usePriceGuideText() {
  const intl = useIntl();
  const price = (amount: number) => intl.formatNumber(amount, { format: 'price' });
  return {
    /** "$1,000–$1,200" or "1.000–1.200 €". */
    typicalRange: (guide: PriceGuide) =>
      intl.formatMessage(
        { id: 'components.priceGuide.range', defaultMessage: '{low}–{high}' },
        { low: price(guide.low), high: price(guide.high) },
      ),
    /** "3 sales". */
    salesCount: (sales: number) =>
      intl.formatMessage(
        {
          id: 'components.priceGuide.sales',
          defaultMessage: '{sales, plural, one {# sale} other {# sales}}',
        },
        { sales },
      ),
    /** "Below the typical price". */
    verdict: (verdict: PriceVerdict) => intl.formatMessage(PRICE_VERDICT_MESSAGES[verdict]),
  };
}
