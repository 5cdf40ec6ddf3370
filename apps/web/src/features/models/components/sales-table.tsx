import type { ModelSale } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

/** Every sale the guide and the chart are drawn from, as text: the chart's alternative. */
export function SalesTable({ sales }: { sales: ModelSale[] }) {
  const { price, date } = useFormat();
  return (
    <table className="table table-sm self-start">
      <caption className="mb-2 text-start text-sm font-semibold">
        <FormattedMessage id="models.sales.caption" defaultMessage="Sales in the last 12 months" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="models.sales.date" defaultMessage="Date" />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage id="models.sales.price" defaultMessage="Price" />
          </th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale, index) => (
          // Two sales may share a moment and a price: their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
          <tr key={index}>
            <td>
              <time dateTime={sale.soldAt}>{date(sale.soldAt)}</time>
            </td>
            <td className="text-end tabular-nums">{price(sale.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
