import type { ModelDetail } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { MODEL_TYPE_LABELS } from '../model-labels';
import { ModelListings } from './model-listings';
import { PriceGuideSummary } from './price-guide-summary';
import { PriceHistoryChart } from './price-history-chart';
import { SalesTable } from './sales-table';

/**
 * A model's page (issue 44, items 4–5): what it is, its price guide from the completed sales of
 * the last 12 months, those sales drawn and listed, and its listings on sale.
 */
export function ModelPage({ model }: { model: ModelDetail }) {
  const intl = useIntl();
  usePageTitle(
    intl.formatMessage({ id: 'models.page.title', defaultMessage: '{name} prices' }, { name: model.name }),
  );
  const facts: [string, string | number][] = [
    [
      intl.formatMessage({ id: 'models.page.type', defaultMessage: 'Type' }),
      intl.formatMessage(MODEL_TYPE_LABELS[model.type]),
    ],
    ...(model.mount
      ? [
          [intl.formatMessage({ id: 'models.page.mount', defaultMessage: 'Mount' }), model.mount] as [
            string,
            string,
          ],
        ]
      : []),
    [intl.formatMessage({ id: 'models.page.year', defaultMessage: 'Year' }), model.year],
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        {/* The catalogue filtered to the brand: open to visitors, as the footer's brand links. */}
        <Link
          to={`/products?category=${model.brand.id}`}
          className="text-sm font-semibold uppercase tracking-wider text-brand hover:underline"
        >
          {model.brand.name}
        </Link>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{model.name}</h1>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/70">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <section aria-labelledby="price-guide-heading" className="mb-12">
        <h2 id="price-guide-heading" className="mb-3 text-xl font-semibold">
          <FormattedMessage id="models.page.priceGuide" defaultMessage="Price guide" />
        </h2>
        <PriceGuideSummary guide={model.priceGuide} />
        {model.sales.length > 0 && (
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <PriceHistoryChart name={model.name} sales={model.sales} guide={model.priceGuide} />
            <SalesTable sales={model.sales} />
          </div>
        )}
      </section>
      <ModelListings slug={model.slug} name={model.name} />
    </div>
  );
}
