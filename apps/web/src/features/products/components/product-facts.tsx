import { categoryName, type Product } from '@refocus/contract';
import type { ReactNode } from 'react';

/** Every detail of a listing as a definition list (label, value). */
export function ProductFacts({ product }: { product: Product }) {
  const years = product.yearOfUse;
  const facts: [string, ReactNode][] = [
    ['Brand', categoryName(product.categoryId) ?? 'Camera'],
    ['Condition', product.condition],
    ['Location', product.location],
    ['Years of use', `${years} ${years === 1 ? 'year' : 'years'}`],
    ['Year of purchase', product.yearOfPurchase],
    ['Seller', product.sellerName],
    [
      'Seller number',
      // The storefront leaves it out (issue 19): the buyer gets it once the seller accepts.
      product.sellerNumber ? (
        <a key="tel" href={`tel:${product.sellerNumber.replace(/[^\d+]/g, '')}`} className="link link-hover">
          {product.sellerNumber}
        </a>
      ) : (
        <span key="private" className="font-normal text-base-content/75">
          In My Orders once the seller accepts your booking
        </span>
      ),
    ],
    [
      'Posted',
      <time key="posted" dateTime={product.createdAt}>
        {product.postedTime}
      </time>,
    ],
  ];

  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      {facts.map(([label, value]) => (
        <div key={label} className="border-b border-base-300 pb-2">
          <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/70">{label}</dt>
          <dd className="mt-0.5 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
