import type { ModelSale } from '@refocus/contract';
import { formatDate, formatPrice } from '../../../lib/format';

/** Every sale the guide and the chart are drawn from, as text: the chart's alternative. */
export function SalesTable({ sales }: { sales: ModelSale[] }) {
  return (
    <table className="table table-sm self-start">
      <caption className="mb-2 text-start text-sm font-semibold">Sales in the last 12 months</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" className="text-end">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale, index) => (
          // Two sales may share a moment and a price: their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
          <tr key={index}>
            <td>
              <time dateTime={sale.soldAt}>{formatDate(sale.soldAt)}</time>
            </td>
            <td className="text-end tabular-nums">{formatPrice(sale.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
