import type { ModerationAction } from '@refocus/contract';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { enqueueMail } from '../mail/mail.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { findLiveUserById } from '../users/users.public.js';
import { type CaseRow, reportsOf } from './moderation.repository.js';

const SUBJECT_FOR_REPORTER: Record<CaseRow['target_kind'], string> = {
  listing: 'a listing',
  message: 'a message',
  user: 'a member',
};
const SUBJECT_FOR_REPORTED: Record<CaseRow['target_kind'], string> = {
  listing: 'your listing',
  message: 'a message you sent',
  user: 'your account',
};
const OUTCOME: Record<ModerationAction, string> = {
  dismiss: 'They found nothing against the rules and took no action.',
  'hide-listing': 'The listing has been taken off the marketplace.',
  'remove-message': 'The message has been removed from the conversation.',
  'disable-user': 'The account has been disabled.',
};

/**
 * The admin's optional notes, queued for e-mail in the decision's transaction: one to each
 * reporter of the case (still with an account), one to the person the case concerns.
 */
export async function sendModerationNotes(
  trx: Transaction<DB>,
  clock: Clock,
  decision: {
    caseRow: CaseRow;
    action: ModerationAction;
    noteToReporter: string | undefined;
    noteToReported: string | undefined;
    reportedPersonId: string | null;
    origin: string;
  },
  notifier?: Notifier,
): Promise<void> {
  const { caseRow, action, origin } = decision;
  const link = '/';
  await notifyDecision(trx, decision, notifier);
  if (decision.noteToReporter) {
    const reports = await reportsOf(trx, [caseRow.id]);
    for (const report of reports) {
      if (report.reporter_deleted_at !== null || !report.reporter_email) continue;
      await enqueueMail(
        trx,
        {
          to: report.reporter_email,
          template: 'moderation-note',
          data: {
            name: report.reporter_name ?? '',
            audience: 'reporter',
            subject: SUBJECT_FOR_REPORTER[caseRow.target_kind],
            outcome: OUTCOME[action],
            note: decision.noteToReporter,
            link,
          },
          origin,
        },
        clock,
      );
    }
  }
  if (decision.noteToReported && decision.reportedPersonId) {
    const person = await findLiveUserById(trx, decision.reportedPersonId);
    if (!person) return;
    await enqueueMail(
      trx,
      {
        to: person.email,
        template: 'moderation-note',
        data: {
          name: person.name,
          audience: 'reported',
          subject: SUBJECT_FOR_REPORTED[caseRow.target_kind],
          outcome: OUTCOME[action],
          note: decision.noteToReported,
          link,
        },
        origin,
      },
      clock,
    );
  }
}

/**
 * The decision in each side's notifications (issue 15, item 2): every reporter, and the person
 * the case concerns unless it was dismissed (nothing happened to them). When the admin wrote a
 * note, its e-mail says it all, so the notification is not e-mailed again.
 */
async function notifyDecision(
  trx: Transaction<DB>,
  decision: {
    caseRow: CaseRow;
    action: ModerationAction;
    noteToReporter: string | undefined;
    noteToReported: string | undefined;
    reportedPersonId: string | null;
    origin: string;
  },
  notifier: Notifier | undefined,
): Promise<void> {
  if (!notifier) return;
  const { caseRow, action, origin } = decision;
  for (const report of await reportsOf(trx, [caseRow.id])) {
    await notifier.notify(trx, origin, {
      userId: report.reporter_id,
      kind: 'report-decided',
      text: `Your report of ${SUBJECT_FOR_REPORTER[caseRow.target_kind]} was decided. ${OUTCOME[action]}`,
      link: '/dashboard',
      email: !decision.noteToReporter,
    });
  }
  if (action === 'dismiss' || !decision.reportedPersonId) return;
  await notifier.notify(trx, origin, {
    userId: decision.reportedPersonId,
    kind: 'report-decided',
    text: `A moderator decided on a report about ${SUBJECT_FOR_REPORTED[caseRow.target_kind]}. ${OUTCOME[action]}`,
    link: '/dashboard',
    email: !decision.noteToReported,
  });
}
