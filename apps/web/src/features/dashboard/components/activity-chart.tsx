import type { OverviewDay } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useContext } from 'react';
import { FormattedMessage, IntlContext, IntlProvider, useIntl } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

const HEIGHT = 120;
const BAR = 8;
const GAP = 6;

const m = defineMessages({
  signUps: { id: 'dashboard.chart.signUps', defaultMessage: 'Sign-ups' },
  listings: { id: 'dashboard.chart.listings', defaultMessage: 'New listings' },
});

const SERIES = [
  { key: 'signUps', label: m.signUps, className: 'fill-primary' },
  { key: 'listings', label: m.listings, className: 'fill-secondary' },
] as const;

/** The y-axis's top: the highest count rounded up to 1, 2 or 5 times a power of ten. */
function axisTop(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  const top = [1, 2, 5, 10].map((m) => m * power).find((m) => m >= highest);
  return top ?? 10 * power;
}

/**
 * Sign-ups and new listings per day as paired bars (issue 15, item 5), on a y-axis labelled
 * with what it counts and its scale (issue 42 item 13). The drawing is for the eye; the same
 * figures are in a table below it for screen readers and for exact reading.
 */
export function ActivityChart({ days }: { days: OverviewDay[] }) {
  // The app's language when in the app; drawn on its own (as its test draws it), English.
  const intl = useContext(IntlContext);
  if (intl) return <Chart days={days} />;
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <Chart days={days} />
    </IntlProvider>
  );
}

function Chart({ days }: { days: OverviewDay[] }) {
  const intl = useIntl();
  const { count } = useFormat();
  const shortDate = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const highest = axisTop(Math.max(0, ...days.flatMap((day) => [day.signUps, day.listings])));
  const ticks = highest % 2 === 0 ? [highest, highest / 2, 0] : [highest, 0];
  const step = 2 * BAR + GAP;
  const width = days.length * step;
  return (
    <figure className="rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="mb-3 flex flex-wrap items-center gap-4 text-sm">
        <span className="font-semibold">
          <FormattedMessage
            id="dashboard.chart.lastDays"
            defaultMessage="{days, plural, one {Last day} other {Last # days}}"
            values={{ days: days.length }}
          />
        </span>
        {SERIES.map((series) => (
          <span key={series.key} className="flex items-center gap-1">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" className={series.className} />
            </svg>
            {intl.formatMessage(series.label)}
          </span>
        ))}
      </figcaption>
      <div className="flex gap-2" aria-hidden="true">
        {/* The y-axis: what it counts, and its scale beside the bars. */}
        <p
          data-testid="activity-chart-y-label"
          className="shrink-0 rotate-180 text-center text-xs text-base-content/75 [writing-mode:vertical-rl]"
        >
          <FormattedMessage id="dashboard.chart.yAxis" defaultMessage="Count per day" />
        </p>
        <div className="relative h-32 w-6 shrink-0 text-end text-xs tabular-nums text-base-content/75">
          {ticks.map((tick) => (
            <span
              key={tick}
              data-testid="activity-chart-y-tick"
              className="absolute end-0 -translate-y-1/2 leading-none"
              style={{ top: `${(1 - tick / highest) * 100}%` }}
            >
              {count(tick)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 min-w-0 flex-1 border-s border-b border-base-content/30"
          aria-hidden="true"
          data-testid="activity-chart"
        >
          {ticks.slice(0, -1).map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={HEIGHT - (tick / highest) * HEIGHT}
              y2={HEIGHT - (tick / highest) * HEIGHT}
              className="stroke-base-content/15"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, i) =>
            SERIES.map((series, s) => {
              const height = (day[series.key] / highest) * HEIGHT;
              return (
                <rect
                  key={`${day.date}-${series.key}`}
                  x={i * step + s * BAR}
                  y={HEIGHT - height}
                  width={BAR}
                  height={height}
                  className={series.className}
                />
              );
            }),
          )}
        </svg>
      </div>
      <div className="mt-1 ms-14 flex justify-between text-xs text-base-content/75" aria-hidden="true">
        <span>{days[0] && shortDate(days[0].date)}</span>
        <span>{days.at(-1) && shortDate(days.at(-1)!.date)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer">
          <FormattedMessage id="dashboard.chart.figures" defaultMessage="Figures per day" />
        </summary>
        <table className="table table-xs mt-2">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboard.chart.day" defaultMessage="Day" />
              </th>
              <th scope="col">{intl.formatMessage(m.signUps)}</th>
              <th scope="col">{intl.formatMessage(m.listings)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date)}</th>
                <td className="tabular-nums">{count(day.signUps)}</td>
                <td className="tabular-nums">{count(day.listings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
