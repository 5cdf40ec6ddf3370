import type { Product } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product/product-image';
import { useFormat } from '../../../lib/i18n/use-format';
import type { BookingControl } from './booking-control';

const m = defineMessages({
  originalPrice: { id: 'products.card.originalPrice', defaultMessage: 'Original price' },
  location: { id: 'products.card.location', defaultMessage: 'Location' },
  yearsOfUse: { id: 'products.card.yearsOfUse', defaultMessage: 'Years of use' },
  seller: { id: 'products.card.seller', defaultMessage: 'Seller' },
  posted: { id: 'products.card.posted', defaultMessage: 'Posted' },
});

/**
 * Spec §2 detailed card: name, image, resale and original price, location, years of use,
 * seller name and post time, plus Book now.
 */
export function CategoryCard({
  product,
  priority,
  Booking,
}: {
  product: Product;
  priority?: boolean;
  Booking: BookingControl;
}) {
  const intl = useIntl();
  const { price, count, date } = useFormat();
  const rows: [string, ReactNode][] = [
    [
      intl.formatMessage(m.originalPrice),
      product.originalPrice > product.resalePrice ? (
        <s key="original">{price(product.originalPrice)}</s>
      ) : (
        price(product.originalPrice)
      ),
    ],
    [intl.formatMessage(m.location), product.location],
    [intl.formatMessage(m.yearsOfUse), count(product.yearOfUse)],
    [intl.formatMessage(m.seller), product.sellerName],
    [intl.formatMessage(m.posted), date(product.createdAt)],
  ];
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure>
        <ProductImage product={product} priority={priority} />
      </figure>
      <div className="card-body gap-3 p-5">
        <h2 className="card-title text-lg leading-snug">
          <Link to={`/products/${product._id}`} className="link-hover">
            {product.name}
          </Link>
        </h2>
        <p className="grow-0 text-2xl font-bold">
          <FormattedMessage
            id="products.card.resalePrice"
            defaultMessage="<hidden>Resale price </hidden>{amount}"
            values={{
              amount: price(product.resalePrice),
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            }}
          />
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/70">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="card-actions mt-auto pt-2">
          <Booking product={product} className="btn btn-primary w-full" />
        </div>
      </div>
    </article>
  );
}
