import type { Product } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useBrandName } from '../../../components/brands/use-brands';
import { RatingSummary } from '../../../components/reviews/stars';
import {
  gradeDefinition,
  gradeName,
  includedItemLabel,
  itemTypeLabel,
  lensMountLabel,
} from '../../../lib/i18n/catalogue-labels';
import { useFormat } from '../../../lib/i18n/use-format';

const m = defineMessages({
  brand: { id: 'products.facts.brand', defaultMessage: 'Brand' },
  noBrand: { id: 'products.facts.noBrand', defaultMessage: 'Camera' },
  condition: { id: 'products.facts.condition', defaultMessage: 'Condition' },
  location: { id: 'products.facts.location', defaultMessage: 'Location' },
  yearsOfUse: { id: 'products.facts.yearsOfUse', defaultMessage: 'Years of use' },
  years: { id: 'products.facts.years', defaultMessage: '{years, plural, one {# year} other {# years}}' },
  yearOfPurchase: { id: 'products.facts.yearOfPurchase', defaultMessage: 'Year of purchase' },
  seller: { id: 'products.facts.seller', defaultMessage: 'Seller' },
  sellerRating: { id: 'products.facts.sellerRating', defaultMessage: 'Seller rating' },
  sellerNumber: { id: 'products.facts.sellerNumber', defaultMessage: 'Seller number' },
  numberPrivate: {
    id: 'products.facts.numberPrivate',
    defaultMessage: 'In My Orders once the seller accepts your booking',
  },
  posted: { id: 'products.facts.posted', defaultMessage: 'Posted' },
  type: { id: 'products.facts.type', defaultMessage: 'Type' },
  works: { id: 'products.facts.works', defaultMessage: 'Everything works' },
  yes: { id: 'products.facts.yes', defaultMessage: 'Yes' },
  no: { id: 'products.facts.no', defaultMessage: 'No' },
  lensMount: { id: 'products.facts.lensMount', defaultMessage: 'Lens mount' },
  shutterCount: { id: 'products.facts.shutterCount', defaultMessage: 'Shutter count' },
  included: { id: 'products.facts.included', defaultMessage: 'Included' },
});

/** Every detail of a listing as a definition list (label, value). */
export function ProductFacts({ product }: { product: Product }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormat();
  const brand = useBrandName(product.categoryId);
  const facts: [string, ReactNode][] = [
    [t(m.brand), brand ?? t(m.noBrand)],
    [t(m.condition), conditionOf(product, intl)],
    ...cameraDetails(product, intl),
    [t(m.location), product.location],
    [t(m.yearsOfUse), t(m.years, { years: product.yearOfUse })],
    [t(m.yearOfPurchase), product.yearOfPurchase],
    [
      t(m.seller),
      <Link key="seller" to={`/sellers/${product.sellerId}`} className="link link-hover">
        {product.sellerName}
      </Link>,
    ],
    [t(m.sellerRating), <RatingSummary key="rating" rating={product.sellerRating} />],
    [
      t(m.sellerNumber),
      // The storefront leaves it out (issue 19): the buyer gets it once the seller accepts.
      product.sellerNumber ? (
        <a key="tel" href={`tel:${product.sellerNumber.replace(/[^\d+]/g, '')}`} className="link link-hover">
          {product.sellerNumber}
        </a>
      ) : (
        <span key="private" className="font-normal text-base-content/75">
          {t(m.numberPrivate)}
        </span>
      ),
    ],
    [
      t(m.posted),
      <time key="posted" dateTime={product.createdAt}>
        {date(product.createdAt)}
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
function conditionOf(product: Product, intl: IntlShape): ReactNode {
  if (!product.grade) return product.condition;
  const label = gradeName(intl, product.grade);
  const definition = gradeDefinition(intl, product.grade);
  return (
    <span>
      {label}
      <span className="block text-sm font-normal text-base-content/75">{definition}</span>
    </span>
  );
}

/** The camera details the seller gave (issue 14, item 2); a detail not given is left out. */
function cameraDetails(product: Product, intl: IntlShape): [string, ReactNode][] {
  const t = intl.formatMessage;
  const facts: [string, ReactNode][] = [];
  if (product.itemType) facts.push([t(m.type), itemTypeLabel(intl, product.itemType)]);
  if (product.works !== null || product.worksNote) {
    const works = product.works === null ? '' : t(product.works ? m.yes : m.no);
    facts.push([t(m.works), [works, product.worksNote].filter(Boolean).join(' — ')]);
  }
  if (product.lensMount) facts.push([t(m.lensMount), lensMountLabel(intl, product.lensMount)]);
  if (product.shutterCount !== null) facts.push([t(m.shutterCount), intl.formatNumber(product.shutterCount)]);
  if (product.included.length > 0) {
    const items = product.included.map((item) => includedItemLabel(intl, item));
    facts.push([t(m.included), items.join(', ')]);
  }
  return facts;
}
