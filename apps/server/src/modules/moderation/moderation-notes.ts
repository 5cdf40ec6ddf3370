import { defineMessages } from '@formatjs/intl';
import type { ModerationAction } from '@refocus/contract';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import { enqueueMail } from '../mail/mail.public.js';
import { type Notifier, type ServerIntl, sayer } from '../notifications/notifications.public.js';
import { findLiveUserById } from '../users/users.public.js';
import { type CaseRow, reportsOf } from './moderation.repository.js';

/** The words of a decision, in each reader's language (decision 070). */
const m = defineMessages({
  reporterListing: { id: 'notices.report.reporterListing', defaultMessage: 'a listing' },
  reporterMessage: { id: 'notices.report.reporterMessage', defaultMessage: 'a message' },
  reporterUser: { id: 'notices.report.reporterUser', defaultMessage: 'a member' },
  reportedListing: { id: 'notices.report.reportedListing', defaultMessage: 'your listing' },
  reportedMessage: { id: 'notices.report.reportedMessage', defaultMessage: 'a message you sent' },
  reportedUser: { id: 'notices.report.reportedUser', defaultMessage: 'your account' },
  dismiss: {
    id: 'notices.report.dismiss',
    defaultMessage: 'They found nothing against the rules and took no action.',
  },
  hideListing: {
    id: 'notices.report.hideListing',
    defaultMessage: 'The listing has been taken off the marketplace.',
  },
  removeMessage: {
    id: 'notices.report.removeMessage',
    defaultMessage: 'The message has been removed from the conversation.',
  },
  disableUser: { id: 'notices.report.disableUser', defaultMessage: 'The account has been disabled.' },
  reporterDecided: {
    id: 'notices.report.reporterDecided',
    defaultMessage: 'Your report of {subject} was decided. {outcome}',
  },
  reportedDecided: {
    id: 'notices.report.reportedDecided',
    defaultMessage: 'A moderator decided on a report about {subject}. {outcome}',
  },
});
const SUBJECT_FOR_REPORTER = { listing: m.reporterListing, message: m.reporterMessage, user: m.reporterUser };
const SUBJECT_FOR_REPORTED = { listing: m.reportedListing, message: m.reportedMessage, user: m.reportedUser };
const OUTCOME: Record<ModerationAction, { id: string; defaultMessage: string }> = {
  dismiss: m.dismiss,
  'hide-listing': m.hideListing,
  'remove-message': m.removeMessage,
  'disable-user': m.disableUser,
};
const english = ENGLISH_IN_DOLLARS.intl('en');

/** The reader's intl: their language, else the shop's; English for a caller with no notifier. */
const intlOf = async (trx: Transaction<DB>, notifier: Notifier | undefined, userId: string) =>
  notifier ? notifier.intlFor(trx, userId) : english;

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
      const say = sayer(await intlOf(trx, notifier, report.reporter_id));
      await enqueueMail(
        trx,
        {
          to: report.reporter_email,
          recipientId: report.reporter_id,
          template: 'moderation-note',
          data: {
            name: report.reporter_name ?? '',
            audience: 'reporter',
            subject: say(SUBJECT_FOR_REPORTER[caseRow.target_kind]),
            outcome: say(OUTCOME[action]),
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
    const say = sayer(await intlOf(trx, notifier, person.id));
    await enqueueMail(
      trx,
      {
        to: person.email,
        recipientId: person.id,
        template: 'moderation-note',
        data: {
          name: person.name,
          audience: 'reported',
          subject: say(SUBJECT_FOR_REPORTED[caseRow.target_kind]),
          outcome: say(OUTCOME[action]),
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
      text: (intl: ServerIntl) =>
        sayer(intl)(m.reporterDecided, {
          subject: sayer(intl)(SUBJECT_FOR_REPORTER[caseRow.target_kind]),
          outcome: sayer(intl)(OUTCOME[action]),
        }),
      link: '/dashboard',
      email: !decision.noteToReporter,
    });
  }
  if (action === 'dismiss' || !decision.reportedPersonId) return;
  await notifier.notify(trx, origin, {
    userId: decision.reportedPersonId,
    kind: 'report-decided',
    text: (intl: ServerIntl) =>
      sayer(intl)(m.reportedDecided, {
        subject: sayer(intl)(SUBJECT_FOR_REPORTED[caseRow.target_kind]),
        outcome: sayer(intl)(OUTCOME[action]),
      }),
    link: '/dashboard',
    email: !decision.noteToReported,
  });
}
