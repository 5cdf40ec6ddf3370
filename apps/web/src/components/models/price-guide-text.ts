import type { PriceGuide, PriceVerdict } from '@refocus/contract';
import { formatPrice } from '../../lib/format';

/** "$1,000–$1,200": the guide's typical range, its 25th to 75th percentile. */
export const typicalRange = (guide: PriceGuide) => `${formatPrice(guide.low)}–${formatPrice(guide.high)}`;

/** "3 sales". */
export const salesCount = (sales: number) => `${sales} ${sales === 1 ? 'sale' : 'sales'}`;

/** An asking price against its model's guide, in words: the verdict is never said by colour alone. */
export const PRICE_VERDICT_LABELS = {
  below: 'Below the typical price',
  typical: 'Typical price',
  above: 'Above the typical price',
} as const satisfies Record<PriceVerdict, string>;
