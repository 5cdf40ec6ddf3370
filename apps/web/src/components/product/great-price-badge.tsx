import type { Product } from '@refocus/contract';
import { useIntl } from 'react-intl';

/**
 * "Great price" on a card whose asking price is below its model's typical range (issue 44,
 * item 5); nothing otherwise. Said in words, with what it means for screen readers.
 */
export function GreatPriceBadge({
  product,
  className = '',
}: {
  product: Pick<Product, 'priceVerdict'>;
  className?: string;
}) {
  const intl = useIntl();
  if (product.priceVerdict !== 'below') return null;
  return (
    <span
      data-testid="great-price-badge"
      className={`badge border-success/40 bg-success font-semibold text-success-content ${className}`}
    >
      {intl.formatMessage(
        {
          id: 'components.greatPrice.badge',
          defaultMessage: 'Great price<hidden> (below the typical price for this model)</hidden>',
        },
        { hidden: (chunks) => <span className="sr-only">{chunks}</span> },
      )}
    </span>
  );
}
