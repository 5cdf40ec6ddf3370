import type { Product } from '@refocus/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product/product-image';
import { formatPrice } from '../../../lib/format';
import type { BookingControl } from './booking-control';

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
  const rows: [string, ReactNode][] = [
    [
      'Original price',
      product.originalPrice > product.resalePrice ? (
        <s key="original">{formatPrice(product.originalPrice)}</s>
      ) : (
        formatPrice(product.originalPrice)
      ),
    ],
    ['Location', product.location],
    ['Years of use', product.yearOfUse],
    ['Seller', product.sellerName],
    ['Posted', product.postedTime],
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
          <span className="sr-only">Resale price </span>
          {formatPrice(product.resalePrice)}
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
