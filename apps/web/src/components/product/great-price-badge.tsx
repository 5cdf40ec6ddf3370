import type { Product } from '@refocus/contract';

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
  if (product.priceVerdict !== 'below') return null;
  return (
    <span
      data-testid="great-price-badge"
      className={`badge border-success/40 bg-success font-semibold text-success-content ${className}`}
    >
      Great price<span className="sr-only"> (below the typical price for this model)</span>
    </span>
  );
}
