import { type AdminOverview, OVERVIEW_DAYS, type OverviewDay } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import {
  countBookingsByStatus,
  countListingsByStatus,
  countNewListingsByDay,
  countOpenReportCases,
  countPeopleByFlags,
  countSignUpsByDay,
  countWithdrawnListingsByStatus,
} from './overview.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `OVERVIEW_DAYS` UTC days, oldest first, as `YYYY-MM-DD`. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    new Date(today - (OVERVIEW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const perDay = (rows: { day: string; total: number | string }[]) =>
  new Map(rows.map((row) => [row.day, Number(row.total)]));

/** The admins' dashboard home (issue 15, item 5): counts now and activity per day. */
export class OverviewService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async overview(): Promise<AdminOverview> {
    const days = lastDays(this.clock());
    const since = `${days[0]}T00:00:00.000Z`;
    const [people, listings, withdrawn, bookings, newListings, signUps, openReports] = await Promise.all([
      countPeopleByFlags(this.db),
      countListingsByStatus(this.db),
      countWithdrawnListingsByStatus(this.db),
      countBookingsByStatus(this.db),
      countNewListingsByDay(this.db, since),
      countSignUpsByDay(this.db, since),
      countOpenReportCases(this.db),
    ]);

    const overview: AdminOverview = {
      people: { buyers: 0, sellers: 0, admins: 0, disabled: 0 },
      listings: { available: 0, booked: 0, sold: 0, withdrawn: 0 },
      bookings: { pending: 0, accepted: 0, declined: 0, cancelled: 0, completed: 0 },
      openReports,
      days: [],
    };
    for (const row of people) {
      const total = Number(row.total);
      if (row.admin) overview.people.admins += total;
      else if (row.seller) overview.people.sellers += total;
      else overview.people.buyers += total;
      if (row.disabled) overview.people.disabled += total;
    }
    for (const row of listings) overview.listings[row.status] += Number(row.total);
    // A withdrawn listing keeps its last status; it counts as withdrawn only.
    for (const row of withdrawn) {
      overview.listings[row.status] -= Number(row.total);
      overview.listings.withdrawn += Number(row.total);
    }
    for (const row of bookings) overview.bookings[row.status] += Number(row.total);

    const listed = perDay(newListings);
    const joined = perDay(signUps);
    overview.days = days.map(
      (date): OverviewDay => ({ date, signUps: joined.get(date) ?? 0, listings: listed.get(date) ?? 0 }),
    );
    return overview;
  }
}
