import type { ReportReason, ReportTargetKind } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import { requireVerifiedEmail, type User } from '../users/users.public.js';
import { insertReport, openCaseFor } from './moderation.repository.js';
import { moderationErrors } from './moderation-errors.js';
import { resolveTarget } from './report-targets.js';

/** Enough for someone who finds several bad listings in a row; too few to flood the queue. */
export const REPORTS_PER_HOUR = 20;

const YOUR_OWN: Record<ReportTargetKind, ErrorMessage> = {
  listing: moderationErrors.cannotReportOwnListing,
  message: moderationErrors.cannotReportOwnMessage,
  user: moderationErrors.cannotReportYourself,
};

/**
 * Anyone signed in with a confirmed address (issue 41, item 9: an account nobody has proved
 * is cheap to make) reports a listing, a message of their own conversation, or a person.
 */
export class ReportsService {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    limiters: LimiterFactory,
  ) {
    this.limiter = limiters({ keyPrefix: 'reports', points: REPORTS_PER_HOUR, duration: 3600 });
  }

  async file(
    caller: User,
    report: { kind: ReportTargetKind; targetId: string; reason: ReportReason; text: string },
  ): Promise<{ id: string; caseId: string }> {
    requireVerifiedEmail(caller);
    const target = await resolveTarget(this.db, report.kind, report.targetId);
    const notFound = { ...moderationErrors.noSuchTarget, values: { kind: report.kind } };
    // A withdrawn listing or a removed message is no longer there to report.
    if (!target?.live) {
      throw new AppError('not-found', notFound, 'targetId');
    }
    if (target.kind === 'message' && !target.parties.includes(caller.id)) {
      throw new AppError('forbidden', moderationErrors.onlyTwoPeopleConversation, 'targetId');
    }
    if (target.personId === caller.id) throw new AppError('conflict', YOUR_OWN[report.kind], 'targetId');
    try {
      await this.limiter.consume(caller.id);
    } catch (refusal) {
      // A refusal is the limiter's answer; an Error is its store failing, which is ours.
      if (refusal instanceof Error) throw refusal;
      throw new AppError('rate-limited', {
        ...moderationErrors.atMostReportsHour,
        values: { max: REPORTS_PER_HOUR },
      });
    }
    const at = this.clock().toISOString();
    return writeTransaction(this.db, async (trx) => {
      const caseId = await openCaseFor(trx, target, at);
      const id = await insertReport(trx, {
        caseId,
        reporterId: caller.id,
        reason: report.reason,
        text: report.text,
        at,
      });
      if (!id) {
        throw new AppError('conflict', moderationErrors.reportedAlreadyAdminWill, 'targetId');
      }
      return { id, caseId };
    });
  }
}
