import type { Product } from '@refocus/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { StruckPrice } from '../../../components/product/struck-price';
import { useFormat } from '../../../lib/i18n/use-format';

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The resale price, the price new, and what the buyer saves against it. */
export function PriceSummary({
  product,
}: {
  product: Pick<Product, 'resalePrice' | 'originalPrice'> & Partial<Pick<Product, 'previousPrice'>>;
}) {
  const intl = useIntl();
  const { price } = useFormat();
  const { resalePrice, originalPrice, previousPrice } = product;
  const saving = originalPrice - resalePrice;
  const percent = originalPrice > 0 ? Math.round((saving / originalPrice) * 100) : 0;

  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="text-4xl font-extrabold tracking-tight">
        {intl.formatMessage(
          { id: 'products.price.asking', defaultMessage: '<hidden>Price </hidden>{amount}' },
          { amount: price(resalePrice), hidden },
        )}
        {previousPrice != null && (
          // Lowered by the seller (issue 14, item 4): the price before, struck through.
          <span className="ms-3 text-xl font-normal text-base-content/75">
            <StruckPrice kind="was" price={previousPrice} />
          </span>
        )}
      </p>
      <p className="text-base-content/75">
        {/* Struck through only when it is a saving: a price new below the asking price is a fact, not a bargain. */}
        {saving > 0 ? (
          <StruckPrice kind="new" price={originalPrice} />
        ) : (
          intl.formatMessage(
            { id: 'products.price.new', defaultMessage: 'Price new {amount}' },
            { amount: price(originalPrice) },
          )
        )}
      </p>
      {saving > 0 && (
        <p className="badge border-success/40 bg-success/15 font-semibold text-base-content">
          {percent > 0
            ? intl.formatMessage(
                {
                  id: 'products.price.savingPercent',
                  defaultMessage: 'You save {amount} ({percent, number, percent})',
                },
                { amount: price(saving), percent: percent / 100 },
              )
            : intl.formatMessage(
                { id: 'products.price.saving', defaultMessage: 'You save {amount}' },
                { amount: price(saving) },
              )}
        </p>
      )}
    </div>
  );
}
