import type {
  CaseAction,
  CaseReopen,
  ModerationAction,
  ReportCase,
  ReportCaseSummary,
  ReportCasesQuery,
} from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.public.js';
import type { RefreshSessions } from '../auth/auth.public.js';
import { removeMessage, restoreMessage } from '../conversations/conversations.public.js';
import type { LiveEvents } from '../events/events.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { type BookingChange, publishBookingChanges } from '../orders/orders.public.js';
import { lockListing, restoreListing, withdrawListings } from '../products/products.public.js';
import { findLiveUserById, setAccountDisabled, type User } from '../users/users.public.js';
import { toCaseSummary, toCaseView } from './case-view.js';
import {
  type CaseRow,
  countCases,
  decideCase,
  findCase,
  hasOpenCase,
  listCases,
  lockCase,
  reopenCase,
  reportsOf,
} from './moderation.repository.js';
import { moderationErrors } from './moderation-errors.js';
import { sendModerationNotes } from './moderation-notes.js';
import { resolveTarget } from './report-targets.js';

/** The admins' queue of report cases and their decisions (issue 15 item 4, decision 032). */
export class ModerationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sessions: RefreshSessions,
    private readonly events?: LiveEvents,
    /** Each side told of the decision (decision 033); none in some tests. */
    private readonly notifier?: Notifier,
  ) {}

  async list(query: ReportCasesQuery): Promise<{ items: ReportCaseSummary[]; total: number }> {
    const [rows, total] = await Promise.all([listCases(this.db, query), countCases(this.db, query)]);
    const reports = await reportsOf(
      this.db,
      rows.map((row) => row.id),
    );
    const items = await Promise.all(
      rows.map(async (row) =>
        toCaseSummary(
          row,
          reports.filter((r) => r.case_id === row.id),
          await resolveTarget(this.db, row.target_kind, row.target_id),
        ),
      ),
    );
    return { items, total };
  }

  async read(caseId: string): Promise<ReportCase> {
    const row = await findCase(this.db, caseId);
    if (!row) throw new AppError('not-found', moderationErrors.suchReportCase);
    return toCaseView(this.db, row, await reportsOf(this.db, [row.id]));
  }

  /**
   * Decides an open case: the action, the case's new state, the notes queued for e-mail and
   * the audit entry, all in one transaction. Bookings a hidden listing closes are told live after.
   */
  async act(admin: User, caseId: string, body: CaseAction, origin: string): Promise<ReportCase> {
    const changes = await writeTransaction(this.db, async (trx) => {
      const row = await lockCase(trx, caseId);
      if (!row) throw new AppError('not-found', moderationErrors.suchReportCase);
      if (row.state !== 'open')
        throw new AppError('conflict', { ...moderationErrors.caseAlready, values: { state: row.state } });
      const at = this.clock().toISOString();
      const done = await this.perform(trx, admin, row, body.action, at);
      await decideCase(trx, row.id, {
        state: body.action === 'dismiss' ? 'dismissed' : 'actioned',
        action: body.action,
        adminId: admin.id,
        at,
      });
      await recordAudit(trx, {
        admin_id: admin.id,
        action: body.action,
        target_kind: done.auditTarget.kind,
        target_id: done.auditTarget.id,
        case_id: row.id,
        note: auditNote(body),
        at,
      });
      await sendModerationNotes(
        trx,
        this.clock,
        {
          caseRow: row,
          action: body.action,
          noteToReporter: body.noteToReporter,
          noteToReported: body.noteToReported,
          reportedPersonId: done.personId,
          origin,
        },
        this.notifier,
      );
      return done.changes;
    });
    publishBookingChanges(this.events, changes);
    return this.read(caseId);
  }

  /**
   * Undoes a decision and puts the case back in the queue (a wrong call, or new facts): the
   * hidden listing returns, the removed message shows again, the disabled account is enabled.
   * Refused (409) when there is nothing to undo any more, or another case about the same thing
   * is open. The reopening and its reason go into the audit log, in the same transaction.
   */
  async reopen(admin: User, caseId: string, body: CaseReopen): Promise<ReportCase> {
    await writeTransaction(this.db, async (trx) => {
      const row = await lockCase(trx, caseId);
      if (!row) throw new AppError('not-found', moderationErrors.suchReportCase);
      if (row.state === 'open' || !row.decision || !row.decided_at) {
        throw new AppError('conflict', moderationErrors.caseOpenThereDecision);
      }
      if (await hasOpenCase(trx, row.target_kind, row.target_id)) {
        throw new AppError('conflict', {
          ...moderationErrors.anotherReportCaseAbout,
          values: { target_kind: row.target_kind },
        });
      }
      const at = this.clock().toISOString();
      await this.undo(trx, row, row.decision, row.decided_at, at);
      await reopenCase(trx, row.id);
      const undone = `Undid: ${row.decision}.`;
      await recordAudit(trx, {
        admin_id: admin.id,
        action: 'reopen-case',
        target_kind: row.target_kind,
        target_id: row.target_id,
        case_id: row.id,
        note: body.note ? `${undone}\n${body.note}` : undone,
        at,
      });
    });
    return this.read(caseId);
  }

  /** The way back from one decision; a 409 when it cannot be taken. */
  private async undo(
    trx: Transaction<DB>,
    row: CaseRow,
    decision: ModerationAction,
    decidedAt: string,
    at: string,
  ): Promise<void> {
    switch (decision) {
      case 'dismiss':
        return;
      case 'hide-listing':
        if (!(await restoreListing(trx, row.target_id, decidedAt, at))) {
          throw new AppError('conflict', moderationErrors.listingHiddenDecisionAny);
        }
        return;
      case 'remove-message':
        if (!(await restoreMessage(trx, row.target_id, decidedAt))) {
          throw new AppError('conflict', moderationErrors.messageLongerRemovedDecision);
        }
        return;
      case 'disable-user': {
        const target = await resolveTarget(trx, row.target_kind, row.target_id);
        const person = target?.personId ? await findLiveUserById(trx, target.personId) : undefined;
        if (!person) throw new AppError('conflict', moderationErrors.accountCaseConcernsLonger);
        // Enabled again from Accounts meanwhile: the case can still go back to the queue.
        if (person.disabled) await setAccountDisabled(trx, this.sessions, person.id, false);
        return;
      }
    }
  }

  /** The action itself, refused (4xx) when it does not fit the case. */
  private async perform(
    trx: Transaction<DB>,
    admin: User,
    row: CaseRow,
    action: ModerationAction,
    at: string,
  ): Promise<{
    changes: BookingChange[];
    personId: string | null;
    auditTarget: { kind: CaseRow['target_kind']; id: string };
  }> {
    const target = await resolveTarget(trx, row.target_kind, row.target_id);
    const personId = target?.personId ?? null;
    const caseTarget = { kind: row.target_kind, id: row.target_id };
    switch (action) {
      case 'dismiss':
        return { changes: [], personId, auditTarget: caseTarget };
      case 'hide-listing': {
        if (row.target_kind !== 'listing') throw wrongKind(action, row);
        const listing = await lockListing(trx, row.target_id);
        if (!listing || listing.deleted_at !== null) {
          throw new AppError('conflict', moderationErrors.listingLongerMarketplace);
        }
        return { changes: await withdrawListings(trx, [listing.id], at), personId, auditTarget: caseTarget };
      }
      case 'remove-message':
        if (row.target_kind !== 'message') throw wrongKind(action, row);
        if (!target?.live) throw new AppError('conflict', moderationErrors.messageAlreadyRemoved);
        await removeMessage(trx, row.target_id, at);
        return { changes: [], personId, auditTarget: caseTarget };
      case 'disable-user': {
        const person = personId ? await findLiveUserById(trx, personId) : undefined;
        if (!person) throw new AppError('conflict', moderationErrors.accountCaseConcernsLonger);
        if (person.id === admin.id)
          throw new AppError('forbidden', moderationErrors.ownAccountCannotDisabled);
        if (person.admin) throw new AppError('forbidden', moderationErrors.adminsCannotDisabledHere);
        if (person.disabled) throw new AppError('conflict', moderationErrors.accountAlreadyDisabled);
        await setAccountDisabled(trx, this.sessions, person.id, true);
        return { changes: [], personId, auditTarget: { kind: 'user', id: person.id } };
      }
    }
  }
}

function wrongKind(action: ModerationAction, row: CaseRow): AppError {
  return new AppError(
    'conflict',
    { ...moderationErrors.doesApplyReported, values: { action, target_kind: row.target_kind } },
    'action',
  );
}

/** Why, in the log: what the admin told each side (the notes are the reasons they gave). */
function auditNote(body: CaseAction): string | null {
  const parts = [
    body.noteToReporter ? `To the reporters: ${body.noteToReporter}` : undefined,
    body.noteToReported ? `To the reported person: ${body.noteToReported}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('\n') : null;
}
