import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { AdminOverviewSchema, OverviewDaySchema } from './admin-overview.js';
import {
  AdminJobListSchema,
  AdminJobSchema,
  AdminJobsQuerySchema,
  JobListStateSchema,
  JobQueueDepthSchema,
} from './jobs.js';

describe('AdminOverviewSchema', () => {
  const day = { date: '2026-01-02', signUps: 3, listings: 5 };
  const overview = {
    people: { buyers: 10, sellers: 4, admins: 1, disabled: 0 },
    listings: { available: 20, booked: 2, sold: 7, withdrawn: 1 },
    bookings: { pending: 1, accepted: 2, declined: 0, cancelled: 1, completed: 5 },
    openReports: 2,
    days: [day],
  };

  it('accepts the dashboard counts', () => {
    expect(accepted(AdminOverviewSchema, overview)).toEqual(overview);
    expect(accepted(OverviewDaySchema, day)).toEqual(day);
  });

  it('wants every count of each group, as whole numbers', () => {
    const { withdrawn: _withdrawn, ...listingsWithoutWithdrawn } = overview.listings;
    expect(refusedPaths(AdminOverviewSchema, { ...overview, listings: listingsWithoutWithdrawn })).toEqual([
      ['listings', 'withdrawn'],
    ]);
    const { completed: _completed, ...bookingsWithoutCompleted } = overview.bookings;
    expect(refusedPaths(AdminOverviewSchema, { ...overview, bookings: bookingsWithoutCompleted })).toEqual([
      ['bookings', 'completed'],
    ]);
    expect(
      refusedPaths(AdminOverviewSchema, { ...overview, people: { ...overview.people, admins: 1.5 } }),
    ).toEqual([['people', 'admins']]);
    expect(refusedPaths(AdminOverviewSchema, { ...overview, days: [{ ...day, signUps: '3' }] })).toEqual([
      ['days', 0, 'signUps'],
    ]);
  });
});

describe('JobListStateSchema and AdminJobsQuerySchema', () => {
  it('lists dead jobs by default, on the first page', () => {
    expect(accepted(AdminJobsQuerySchema, {})).toEqual({ page: 1, limit: 24, state: 'dead' });
    expect(accepted(AdminJobsQuerySchema, { state: 'failing', page: '2' })).toEqual({
      page: 2,
      limit: 24,
      state: 'failing',
    });
  });

  it('refuses an unknown state with the list of states', () => {
    expect(JobListStateSchema.safeParse('paused').error?.issues[0]?.message).toBe(
      'state must be one of dead, failing, queued, running, done',
    );
    expect(refusedPaths(AdminJobsQuerySchema, { state: 'paused' })).toEqual([['state']]);
  });
});

describe('AdminJobSchema and JobQueueDepthSchema', () => {
  const job = {
    _id: 'j1',
    kind: 'send-mail',
    state: 'failing',
    attempts: 2,
    lastError: 'SMTP timeout',
    runAt: '2026-01-02T10:05:00.000Z',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:01:00.000Z',
    claimedBy: null,
  };

  it('accepts a job as admins see it', () => {
    expect(
      accepted(AdminJobListSchema, [job, { ...job, state: 'done', lastError: null, claimedBy: 'web-1:42' }]),
    ).toHaveLength(2);
  });

  it('refuses an unknown state or a missing error field', () => {
    expect(refusedPaths(AdminJobSchema, { ...job, state: 'paused' })).toEqual([['state']]);
    expect(refusedPaths(AdminJobSchema, { ...job, lastError: undefined })).toEqual([['lastError']]);
  });

  it('counts every state', () => {
    const depth = { dead: 1, failing: 0, queued: 12, running: 2, done: 400 };
    expect(accepted(JobQueueDepthSchema, depth)).toEqual(depth);
    const { running: _running, ...withoutRunning } = depth;
    expect(refusedPaths(JobQueueDepthSchema, withoutRunning)).toEqual([['running']]);
  });
});
