import { defineMessages } from '@formatjs/intl';
import { MEETING_RULES } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { RepeatingRun, yieldToRequests } from '../../shared/repeating-run.js';
import { type Notice, type Notifier, sayer } from '../notifications/notifications.public.js';
import { timeIn } from './meeting-texts.js';
import { BOOKINGS_PAGE } from './meetings.service.js';
import {
  type MeetingDue,
  markMeetingNoticeSent,
  meetingsToFollowUp,
  meetingsToRemind,
} from './orders.repository.js';

const HOUR = 3_600_000;
const BATCH = 100;
/** How often each instance looks for meetings to remind of or follow up: a notice goes within this. */
const MEETING_SWEEP_MS = 60_000;

export interface MeetingSweepDeps {
  db: Kysely<DB>;
  notifier: Notifier;
  /** The shop's IANA zone the notices write times in. */
  timeZone: string;
  /** Where the notices' e-mail links point: PUBLIC_URL (a sweep has no request to take it from). */
  origin: string;
  clock?: Clock;
}

const m = defineMessages({
  reminder: {
    id: 'notices.meeting.reminder',
    defaultMessage: 'Reminder: you meet {other} for {product} on {when} at {place}.',
  },
  askSeller: {
    id: 'notices.meeting.askSeller',
    defaultMessage:
      'Did you meet {buyer} for {product}? Once the camera has changed hands, mark the booking completed.',
  },
  askBuyer: {
    id: 'notices.meeting.askBuyer',
    defaultMessage:
      'Did you meet {seller} for {product}? If the meeting did not happen, say so in My Orders: the booking is then cancelled.',
  },
});

/** "Reminder: you meet Sol for Leica M6 on Sat 12 Dec 2026, 11:00 at Central Station." to each side. */
function reminders(meeting: MeetingDue, zone: string): Notice[] {
  const reminder = (other: string) => (intl: Parameters<typeof sayer>[0]) =>
    sayer(intl)(m.reminder, {
      other,
      product: meeting.product_name,
      when: timeIn(meeting.meeting_at, zone, intl, { year: true }),
      place: meeting.location,
    });
  return [
    {
      userId: meeting.buyer_id,
      kind: 'meeting',
      text: reminder(meeting.seller_name),
      link: BOOKINGS_PAGE.buyer,
    },
    {
      userId: meeting.seller_id,
      kind: 'meeting',
      text: reminder(meeting.user_name),
      link: BOOKINGS_PAGE.seller,
    },
  ];
}

/** After the time: the seller is asked to complete the booking, the buyer whether it happened. */
function followUps(meeting: MeetingDue): Notice[] {
  return [
    {
      userId: meeting.seller_id,
      kind: 'meeting',
      text: { message: m.askSeller, values: { buyer: meeting.user_name, product: meeting.product_name } },
      link: BOOKINGS_PAGE.seller,
    },
    {
      userId: meeting.buyer_id,
      kind: 'meeting',
      text: { message: m.askBuyer, values: { seller: meeting.seller_name, product: meeting.product_name } },
      link: BOOKINGS_PAGE.buyer,
    },
  ];
}

/**
 * One pass over the agreed meetings of accepted bookings (decision 069): a reminder to both
 * sides `reminderHoursBefore` hours ahead, and the "did it happen?" notices once the time has
 * passed. Each is marked on the order by a conditional update in the transaction of its
 * notices, so it goes once whichever instance sweeps first, and never for a meeting moved or a
 * booking closed meanwhile. Answers how many bookings got each.
 */
export async function sweepMeetings(
  deps: MeetingSweepDeps,
): Promise<{ reminded: number; followedUp: number }> {
  const { db, timeZone } = deps;
  const clock = deps.clock ?? systemClock;
  const now = clock();
  const at = now.toISOString();
  const until = new Date(now.getTime() + MEETING_RULES.reminderHoursBefore * HOUR).toISOString();
  const reminded = await markAndTell(
    deps,
    (limit) => meetingsToRemind(db, at, until, limit),
    'meeting_reminded_at',
    (meeting) => reminders(meeting, timeZone),
    at,
  );
  const followedUp = await markAndTell(
    deps,
    (limit) => meetingsToFollowUp(db, at, limit),
    'meeting_followed_up_at',
    followUps,
    at,
  );
  return { reminded, followedUp };
}

async function markAndTell(
  deps: MeetingSweepDeps,
  due: (limit: number) => Promise<MeetingDue[]>,
  mark: 'meeting_reminded_at' | 'meeting_followed_up_at',
  notices: (meeting: MeetingDue) => Notice[],
  at: string,
): Promise<number> {
  let told = 0;
  for (;;) {
    const meetings = await due(BATCH);
    let toldInBatch = 0;
    for (const meeting of meetings) {
      const sent = await writeTransaction(deps.db, async (trx) => {
        if (!(await markMeetingNoticeSent(trx, mark, meeting, at))) return false;
        for (const notice of notices(meeting)) await deps.notifier.notify(trx, deps.origin, notice);
        return true;
      });
      if (sent) toldInBatch++;
      await yieldToRequests();
    }
    told += toldInBatch;
    // A batch another instance took whole would only be found again.
    if (meetings.length < BATCH || toldInBatch === 0) return told;
  }
}

/** The sweep, every `MEETING_SWEEP_MS` in this process while background work runs (app.ts). */
export class MeetingReminders {
  private readonly repeating = new RepeatingRun(
    () => sweepMeetings(this.deps),
    (err) => this.deps.log.warn({ err }, 'meeting reminders failed; will try again'),
  );

  constructor(
    private readonly deps: MeetingSweepDeps & { log: { warn(details: object, message: string): void } },
  ) {}

  start(intervalMs = MEETING_SWEEP_MS): void {
    this.repeating.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.repeating.stop();
  }

  sweep() {
    return sweepMeetings(this.deps);
  }
}
