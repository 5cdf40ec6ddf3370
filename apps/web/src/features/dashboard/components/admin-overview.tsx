import type { AdminOverview as Overview } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { overviewQuery } from '../api/overview';
import { ActivityChart } from './activity-chart';

type Group = { title: string; counts: [label: string, value: (o: Overview) => number][] };

const GROUPS: Group[] = [
  {
    title: 'People',
    counts: [
      ['Buyers', (o) => o.people.buyers],
      ['Sellers', (o) => o.people.sellers],
      ['Admins', (o) => o.people.admins],
      ['Disabled', (o) => o.people.disabled],
    ],
  },
  {
    title: 'Listings',
    counts: [
      ['Available', (o) => o.listings.available],
      ['Booked', (o) => o.listings.booked],
      ['Sold', (o) => o.listings.sold],
      ['Withdrawn', (o) => o.listings.withdrawn],
    ],
  },
  {
    title: 'Bookings',
    counts: [
      ['Pending', (o) => o.bookings.pending],
      ['Accepted', (o) => o.bookings.accepted],
      ['Completed', (o) => o.bookings.completed],
      ['Declined', (o) => o.bookings.declined],
      ['Cancelled', (o) => o.bookings.cancelled],
    ],
  },
  { title: 'Moderation', counts: [['Open reports', (o) => o.openReports]] },
];

/** The admins' dashboard home (issue 15, item 5): the shop in figures, and its last 30 days. */
export function AdminOverview() {
  const { data, isError } = useQuery(overviewQuery());
  return (
    <section aria-labelledby="shop-overview" className="mt-8">
      <h2 id="shop-overview" className="mb-4 text-xl font-semibold">
        Shop overview
      </h2>
      {isError && <p role="alert">The overview could not be loaded.</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {GROUPS.map((group) => (
          <div key={group.title} className="rounded-box border border-base-300 bg-base-100 p-4">
            <h3 className="mb-2 font-semibold">{group.title}</h3>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              {group.counts.map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-2">
                  <dt className="text-sm text-base-content/75">{label}</dt>
                  <dd className="font-semibold tabular-nums">
                    {data ? value(data).toLocaleString('en-US') : '…'}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {data && (
        <div className="mt-4">
          <ActivityChart days={data.days} />
        </div>
      )}
    </section>
  );
}
