import {
  GRADE_SCALE,
  INCLUDED_ITEM_LABELS,
  ITEM_TYPE_LABELS,
  LENS_MOUNT_LABELS,
  type Product,
} from '@refocus/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrandName } from '../../../components/brands/use-brands';
import { RatingSummary } from '../../../components/reviews/stars';

/** Every detail of a listing as a definition list (label, value). */
export function ProductFacts({ product }: { product: Product }) {
  const years = product.yearOfUse;
  const brand = useBrandName(product.categoryId);
  const facts: [string, ReactNode][] = [
    ['Brand', brand ?? 'Camera'],
    ['Condition', conditionOf(product)],
    ...cameraDetails(product),
    ['Location', product.location],
    ['Years of use', `${years} ${years === 1 ? 'year' : 'years'}`],
    ['Year of purchase', product.yearOfPurchase],
    [
      'Seller',
      <Link key="seller" to={`/sellers/${product.sellerId}`} className="link link-hover">
        {product.sellerName}
      </Link>,
    ],
    ['Seller rating', <RatingSummary key="rating" rating={product.sellerRating} />],
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

/**
 * The one condition of a listing (decision 059): its grade with the grade's definition, or the
 * words the older client sent for a listing without a grade.
 */
function conditionOf(product: Product): ReactNode {
  if (!product.grade) return product.condition;
  const { label, definition } = GRADE_SCALE[product.grade];
  return (
    <span>
      {label}
      <span className="block text-sm font-normal text-base-content/75">{definition}</span>
    </span>
  );
}

/** The camera details the seller gave (issue 14, item 2); a detail not given is left out. */
function cameraDetails(product: Product): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  if (product.itemType) facts.push(['Type', ITEM_TYPE_LABELS[product.itemType]]);
  if (product.works !== null || product.worksNote) {
    const works = product.works === null ? '' : product.works ? 'Yes' : 'No';
    facts.push(['Everything works', [works, product.worksNote].filter(Boolean).join(' — ')]);
  }
  if (product.lensMount) facts.push(['Lens mount', LENS_MOUNT_LABELS[product.lensMount]]);
  if (product.shutterCount !== null)
    facts.push(['Shutter count', product.shutterCount.toLocaleString('en-US')]);
  if (product.included.length > 0) {
    facts.push(['Included', product.included.map((item) => INCLUDED_ITEM_LABELS[item]).join(', ')]);
  }
  return facts;
}
