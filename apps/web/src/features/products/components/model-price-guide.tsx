import type { PriceVerdict, Product } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { modelDetailQuery, modelPath } from '../../../components/models/model-detail-query';
import { useFormat } from '../../../lib/i18n/use-format';

/** Each verdict drawn apart, its words and sign saying it too (not the colour alone). */
const VERDICT_STYLES = {
  below: { sign: '↓', className: 'border-success/40 bg-success/15' },
  typical: { sign: '≈', className: 'border-base-300 bg-base-200' },
  above: { sign: '↑', className: 'border-warning/50 bg-warning/15' },
} as const satisfies Record<PriceVerdict, { sign: string; className: string }>;

/** An asking price against its model's guide, in words: the verdict is never said by colour alone. */
const VERDICTS = defineMessages({
  below: { id: 'products.priceGuide.below', defaultMessage: 'Below the typical price' },
  typical: { id: 'products.priceGuide.typical', defaultMessage: 'Typical price' },
  above: { id: 'products.priceGuide.above', defaultMessage: 'Above the typical price' },
});

/**
 * A listing of a catalogue model against what that model sells for (issue 44, item 5): the
 * verdict on its asking price, the guide's typical range, and the way to the model's page.
 * The guide loads after the listing, so the page never waits for it.
 */
export function ModelPriceGuide({ product }: { product: Pick<Product, 'model' | 'priceVerdict'> }) {
  const intl = useIntl();
  const { price } = useFormat();
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
          {intl.formatMessage(VERDICTS[priceVerdict])}
        </p>
      )}
      {guide && (
        <p>
          <FormattedMessage
            id="products.priceGuide.range"
            defaultMessage="Typical price {low}–{high} <muted>({sales, plural, one {# sale} other {# sales}})</muted>"
            values={{
              low: price(guide.low),
              high: price(guide.high),
              sales: guide.sales,
              muted: (chunks) => <span className="text-base-content/75">{chunks}</span>,
            }}
          />
        </p>
      )}
      <Link to={modelPath(model.slug)} className="link font-medium text-brand">
        <FormattedMessage
          id="products.priceGuide.modelLink"
          defaultMessage="See {model} prices"
          values={{ model: model.name }}
        />
      </Link>
    </div>
  );
}
