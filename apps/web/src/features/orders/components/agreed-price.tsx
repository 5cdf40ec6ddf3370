import type { Order } from '@refocus/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

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
  const { price } = useFormat();
  if (order.askedPrice == null || order.askedPrice === order.price) {
    return <span className={className}>{price(order.price)}</span>;
  }
  return (
    <span className={className}>
      <FormattedMessage
        id="orders.price.askedAgreed"
        defaultMessage="<muted>Asked {asked} · </muted>agreed {agreed}"
        values={{
          asked: price(order.askedPrice),
          agreed: price(order.price),
          muted: (chunks: ReactNode) => <span className="font-normal text-base-content/75">{chunks}</span>,
        }}
      />
    </span>
  );
}
