import type { Order } from '@refocus/contract';
import { formatPrice } from '../../../lib/format';

/**
 * A booking's price; for one an accepted offer became (issue 45, item 2) the listing's asking
 * price beside it, "Asked $1,200 · agreed $1,050", so both sides see what was negotiated.
 */
export function AgreedPrice({
  order,
  className,
}: {
  order: Pick<Order, 'price' | 'askedPrice'>;
  className?: string;
}) {
  if (order.askedPrice == null || order.askedPrice === order.price) {
    return <span className={className}>{formatPrice(order.price)}</span>;
  }
  return (
    <span className={className}>
      <span className="font-normal text-base-content/75">Asked {formatPrice(order.askedPrice)} · </span>
      agreed {formatPrice(order.price)}
    </span>
  );
}
