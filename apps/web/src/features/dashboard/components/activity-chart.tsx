import type { OverviewDay } from '@refocus/contract';

const HEIGHT = 120;
const BAR = 8;
const GAP = 6;

const SERIES = [
  { key: 'signUps', label: 'Sign-ups', className: 'fill-primary' },
  { key: 'listings', label: 'New listings', className: 'fill-secondary' },
] as const;

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Sign-ups and new listings per day as paired bars (issue 15, item 5). The drawing is for the
 * eye; the same figures are in a table below it for screen readers and for exact reading.
 */
export function ActivityChart({ days }: { days: OverviewDay[] }) {
  const highest = Math.max(1, ...days.flatMap((day) => [day.signUps, day.listings]));
  const step = 2 * BAR + GAP;
  const width = days.length * step;
  return (
    <figure className="rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="mb-3 flex flex-wrap items-center gap-4 text-sm">
        <span className="font-semibold">Last {days.length} days</span>
        {SERIES.map((series) => (
          <span key={series.key} className="flex items-center gap-1">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" className={series.className} />
            </svg>
            {series.label}
          </span>
        ))}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        aria-hidden="true"
        data-testid="activity-chart"
      >
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
      <div className="mt-1 flex justify-between text-xs text-base-content/75" aria-hidden="true">
        <span>{days[0] && shortDate(days[0].date)}</span>
        <span>{days.at(-1) && shortDate(days.at(-1)!.date)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer">Figures per day</summary>
        <table className="table table-xs mt-2">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">New listings</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date)}</th>
                <td className="tabular-nums">{day.signUps}</td>
                <td className="tabular-nums">{day.listings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
