import type { PriceVerdict, Product } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { modelDetailQuery, modelPath } from '../../../components/models/model-detail-query';
import { PRICE_VERDICT_LABELS, salesCount, typicalRange } from '../../../components/models/price-guide-text';

/** Each verdict drawn apart, its words and sign saying it too (not the colour alone). */
const VERDICT_STYLES = {
  below: { sign: '↓', className: 'border-success/40 bg-success/15' },
  typical: { sign: '≈', className: 'border-base-300 bg-base-200' },
  above: { sign: '↑', className: 'border-warning/50 bg-warning/15' },
} as const satisfies Record<PriceVerdict, { sign: string; className: string }>;

/**
 * A listing of a catalogue model against what that model sells for (issue 44, item 5): the
 * verdict on its asking price, the guide's typical range, and the way to the model's page.
 * The guide loads after the listing, so the page never waits for it.
 */
export function ModelPriceGuide({ product }: { product: Pick<Product, 'model' | 'priceVerdict'> }) {
  const { model, priceVerdict } = product;
  const detail = useQuery({ ...modelDetailQuery(model?.slug ?? ''), enabled: model !== null });
  if (!model) return null;
  const guide = detail.data?.priceGuide;
  return (
    <div className="flex flex-col items-start gap-2 rounded-box border border-base-300 p-4">
      {priceVerdict && (
        <p
          className={`badge gap-1 font-semibold text-base-content ${VERDICT_STYLES[priceVerdict].className}`}
        >
          <span aria-hidden="true">{VERDICT_STYLES[priceVerdict].sign}</span>
          {PRICE_VERDICT_LABELS[priceVerdict]}
        </p>
      )}
      {guide && (
        <p>
          Typical price {typicalRange(guide)}{' '}
          <span className="text-base-content/75">({salesCount(guide.sales)})</span>
        </p>
      )}
      <Link to={modelPath(model.slug)} className="link font-medium text-brand">
        See {model.name} prices
      </Link>
    </div>
  );
}
