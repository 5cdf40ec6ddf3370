import type { AdminOverview as Overview } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { overviewQuery } from '../api/overview';
import { ActivityChart } from './activity-chart';
import { ShopLanguageSetting } from './shop-language-setting';

const m = defineMessages({
  people: { id: 'dashboard.overview.people', defaultMessage: 'People' },
  buyers: { id: 'dashboard.overview.buyers', defaultMessage: 'Buyers' },
  sellers: { id: 'dashboard.overview.sellers', defaultMessage: 'Sellers' },
  admins: { id: 'dashboard.overview.admins', defaultMessage: 'Admins' },
  disabled: { id: 'dashboard.overview.disabled', defaultMessage: 'Disabled' },
  listings: { id: 'dashboard.overview.listings', defaultMessage: 'Listings' },
  available: { id: 'dashboard.overview.available', defaultMessage: 'Available' },
  booked: { id: 'dashboard.overview.booked', defaultMessage: 'Booked' },
  sold: { id: 'dashboard.overview.sold', defaultMessage: 'Sold' },
  withdrawn: { id: 'dashboard.overview.withdrawn', defaultMessage: 'Withdrawn' },
  bookings: { id: 'dashboard.overview.bookings', defaultMessage: 'Bookings' },
  pending: { id: 'dashboard.overview.pending', defaultMessage: 'Pending' },
  accepted: { id: 'dashboard.overview.accepted', defaultMessage: 'Accepted' },
  completed: { id: 'dashboard.overview.completed', defaultMessage: 'Completed' },
  declined: { id: 'dashboard.overview.declined', defaultMessage: 'Declined' },
  cancelled: { id: 'dashboard.overview.cancelled', defaultMessage: 'Cancelled' },
  moderation: { id: 'dashboard.overview.moderation', defaultMessage: 'Moderation' },
  openReports: { id: 'dashboard.overview.openReports', defaultMessage: 'Open reports' },
});

type Group = {
  key: string;
  title: MessageDescriptor;
  counts: [key: string, label: MessageDescriptor, value: (o: Overview) => number][];
};

const GROUPS: Group[] = [
  {
    key: 'people',
    title: m.people,
    counts: [
      ['buyers', m.buyers, (o) => o.people.buyers],
      ['sellers', m.sellers, (o) => o.people.sellers],
      ['admins', m.admins, (o) => o.people.admins],
      ['disabled', m.disabled, (o) => o.people.disabled],
    ],
  },
  {
    key: 'listings',
    title: m.listings,
    counts: [
      ['available', m.available, (o) => o.listings.available],
      ['booked', m.booked, (o) => o.listings.booked],
      ['sold', m.sold, (o) => o.listings.sold],
      ['withdrawn', m.withdrawn, (o) => o.listings.withdrawn],
    ],
  },
  {
    key: 'bookings',
    title: m.bookings,
    counts: [
      ['pending', m.pending, (o) => o.bookings.pending],
      ['accepted', m.accepted, (o) => o.bookings.accepted],
      ['completed', m.completed, (o) => o.bookings.completed],
      ['declined', m.declined, (o) => o.bookings.declined],
      ['cancelled', m.cancelled, (o) => o.bookings.cancelled],
    ],
  },
  { key: 'moderation', title: m.moderation, counts: [['openReports', m.openReports, (o) => o.openReports]] },
];

/** The admins' dashboard home (issue 15, item 5): the shop in figures, and its last 30 days. */
export function AdminOverview() {
  const intl = useIntl();
  const { count } = useFormat();
  const { data, isError } = useQuery(overviewQuery());
  return (
    <section aria-labelledby="shop-overview" className="mt-8">
      <h2 id="shop-overview" className="mb-4 text-xl font-semibold">
        <FormattedMessage id="dashboard.overview.title" defaultMessage="Shop overview" />
      </h2>
      {isError && (
        <p role="alert">
          <FormattedMessage
            id="dashboard.overview.failed"
            defaultMessage="The overview could not be loaded."
          />
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {GROUPS.map((group) => (
          <div key={group.key} className="rounded-box border border-base-300 bg-base-100 p-4">
            <h3 className="mb-2 font-semibold">{intl.formatMessage(group.title)}</h3>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              {group.counts.map(([key, label, value]) => (
                <div key={key} className="flex items-baseline justify-between gap-2">
                  <dt className="text-sm text-base-content/75">{intl.formatMessage(label)}</dt>
                  <dd className="font-semibold tabular-nums">{data ? count(value(data)) : '…'}</dd>
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
      <ShopLanguageSetting />
    </section>
  );
}
