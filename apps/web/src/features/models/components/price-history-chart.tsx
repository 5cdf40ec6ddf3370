import type { ModelSale, PriceGuide } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

const WIDTH = 600;
const HEIGHT = 160;
/** Room above and below the points, so none sits on the frame. */
const MARGIN = 0.1;

/** Where each sale falls: x by date, y by price, both 0–1 (y from the bottom). */
function scaled(sales: ModelSale[], guide: PriceGuide | null) {
  const times = sales.map((sale) => Date.parse(sale.soldAt));
  const prices = [...sales.map((sale) => sale.price), ...(guide ? [guide.low, guide.high] : [])];
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const [cheapest, dearest] = [Math.min(...prices), Math.max(...prices)];
  // One price only: a band around it, so the point sits in the middle.
  const pad = dearest > cheapest ? (dearest - cheapest) * MARGIN : Math.max(1, cheapest * MARGIN);
  // The axis's ends on round figures: a half of the range's power of ten ($850–$1,350, not $860–$1,340).
  const unit = 10 ** Math.floor(Math.log10(dearest - cheapest + 2 * pad)) / 2;
  const bottom = Math.max(0, Math.floor((cheapest - pad) / unit) * unit);
  const top = Math.ceil((dearest + pad) / unit) * unit;
  const y = (price: number) => (price - bottom) / (top - bottom);
  // All sold the same day: in the middle.
  const x = (time: number) => (last > first ? (time - first) / (last - first) : 0.5);
  return { points: times.map((time, i) => ({ x: x(time), y: y(sales[i]!.price) })), y, bottom, top };
}

/**
 * The sales of the last 12 months as points of price by date, over the guide's typical range
 * (shaded) and median (dashed) when it has one. A summary names the drawing; every figure is in
 * the sales table beside it.
 */
export function PriceHistoryChart({
  name,
  sales,
  guide,
}: {
  name: string;
  sales: ModelSale[];
  guide: PriceGuide | null;
}) {
  const intl = useIntl();
  const { price, date } = useFormat();
  const { points, y, bottom, top } = scaled(sales, guide);
  const at = (point: { x: number; y: number }) => `${point.x * WIDTH} ${HEIGHT - point.y * HEIGHT}`;
  const prices = sales.map((sale) => sale.price);
  const first = date(sales[0]!.soldAt);
  const last = date(sales.at(-1)!.soldAt);
  const summary = intl.formatMessage(
    {
      id: 'models.chart.summary',
      defaultMessage:
        'Sale prices of {name} from {first} to {last}, between {min, number, price} and {max, number, price}',
    },
    { name, first, last, min: Math.min(...prices), max: Math.max(...prices) },
  );

  return (
    <figure className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">
          <FormattedMessage id="models.chart.title" defaultMessage="Price by date" />
        </span>
        {guide && (
          <>
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-success/25" />
              <FormattedMessage id="models.chart.typicalRange" defaultMessage="Typical range" />
            </span>
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block w-4 border-t-2 border-dashed border-success" />
              <FormattedMessage id="models.chart.median" defaultMessage="Median" />
            </span>
          </>
        )}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-40 w-16 shrink-0 text-end text-xs tabular-nums text-base-content/75"
        >
          <span className="absolute top-0 end-0 leading-none">{price(top)}</span>
          <span className="absolute end-0 bottom-0 leading-none">{price(bottom)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible border-s border-b border-base-content/30"
          data-testid="price-history-chart"
        >
          {guide && (
            <>
              <rect
                x={0}
                width={WIDTH}
                y={HEIGHT - y(guide.high) * HEIGHT}
                height={(y(guide.high) - y(guide.low)) * HEIGHT}
                className="fill-success/20"
              />
              <line
                x1={0}
                x2={WIDTH}
                y1={HEIGHT - y(guide.median) * HEIGHT}
                y2={HEIGHT - y(guide.median) * HEIGHT}
                className="stroke-success"
                strokeWidth={2}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            </>
          )}
          {points.length > 1 && (
            <polyline
              points={points.map(at).join(' ')}
              fill="none"
              className="stroke-primary/50"
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {points.map((point, index) => (
            // A zero-length stroke with round caps: a dot that stays round however the drawing is stretched.
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: the sales are fixed for the page's life
              key={index}
              d={`M ${at(point)} h 0`}
              className="stroke-primary"
              strokeWidth={9}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              data-testid="sale-point"
            />
          ))}
        </svg>
      </div>
      <div aria-hidden="true" className="ms-18 mt-1 flex justify-between text-xs text-base-content/75">
        <span>{first}</span>
        {sales.length > 1 && <span>{last}</span>}
      </div>
    </figure>
  );
}
