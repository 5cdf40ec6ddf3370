import { z } from 'zod';
import { ConversationRoleSchema } from './conversation.js';
import { PageQuerySchema } from './page-query.js';
import { opaqueId, plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Reports, the moderation queue and the audit log (issue 15 item 4, decision 032). One
 * report per reporter per thing; the reports of one thing form one case, which an admin
 * decides once; every admin action leaves an entry in an append-only audit log.
 */
export const REPORT_TARGET_KINDS = ['listing', 'message', 'user'] as const;
export const ReportTargetKindSchema = z.enum(REPORT_TARGET_KINDS, {
  error: validationText(vm.commonKindMustOne, { values: REPORT_TARGET_KINDS.join(', ') }),
});
export type ReportTargetKind = z.infer<typeof ReportTargetKindSchema>;

export const REPORT_REASONS = ['spam', 'fake', 'prohibited', 'offensive', 'other'] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS, {
  error: validationText(vm.moderationReasonMustOne, { values: REPORT_REASONS.join(', ') }),
});
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  fake: 'Fake or scam',
  prohibited: 'Prohibited item',
  offensive: 'Offensive',
  other: 'Other',
};

export const REPORT_TEXT_MAX_LENGTH = 1000;
/** What an admin writes to the reporters or the reported person with a decision. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;

/** `POST /api/reports`. "Other" needs words: the reason alone says nothing. */
export const NewReportSchema = z
  .object({
    kind: ReportTargetKindSchema,
    targetId: opaqueId('targetId'),
    reason: ReportReasonSchema,
    text: plainText('text', { multiline: true })
      .trim()
      .max(REPORT_TEXT_MAX_LENGTH, {
        error: validationText(vm.commonTextMustAtMost, { max: REPORT_TEXT_MAX_LENGTH }),
      })
      .default(''),
  })
  .refine((body) => body.reason !== 'other' || body.text.length > 0, {
    error: vm.moderationSayWhatWrongWhen.defaultMessage,
    path: ['text'],
  });
export type NewReport = z.input<typeof NewReportSchema>;

export const ReportReceiptSchema = z.object({ id: z.string(), caseId: z.string() });

export const CASE_STATES = ['open', 'dismissed', 'actioned'] as const;
export const CaseStateSchema = z.enum(CASE_STATES, {
  error: validationText(vm.commonStateMustOne, { values: CASE_STATES.join(', ') }),
});
export type CaseState = z.infer<typeof CaseStateSchema>;

export const MODERATION_ACTIONS = ['dismiss', 'hide-listing', 'remove-message', 'disable-user'] as const;
export const ModerationActionSchema = z.enum(MODERATION_ACTIONS, {
  error: validationText(vm.commonActionMustOne, { values: MODERATION_ACTIONS.join(', ') }),
});
export type ModerationAction = z.infer<typeof ModerationActionSchema>;

/** `GET /api/admin/reports`: newest first; every kind and state unless filtered. */
export const ReportCasesQuerySchema = PageQuerySchema.extend({
  kind: ReportTargetKindSchema.optional(),
  state: CaseStateSchema.optional(),
});
export type ReportCasesQuery = z.infer<typeof ReportCasesQuerySchema>;

export const ReportCaseSummarySchema = z.object({
  id: z.string(),
  kind: ReportTargetKindSchema,
  targetId: z.string(),
  /** The listing's name, the person's name, or the start of the message. */
  targetLabel: z.string(),
  state: CaseStateSchema,
  reportCount: z.number().int(),
  reasons: z.array(ReportReasonSchema),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  decidedAt: z.string().nullable(),
  decision: ModerationActionSchema.nullable(),
});
export type ReportCaseSummary = z.infer<typeof ReportCaseSummarySchema>;
export const ReportCaseListSchema = z.array(ReportCaseSummarySchema);

export const CaseReportSchema = z.object({
  id: z.string(),
  reporterId: z.string(),
  reporterName: z.string(),
  reason: ReportReasonSchema,
  text: z.string(),
  createdAt: z.string(),
});

export const ContextMessageSchema = z.object({
  id: z.string(),
  /** `system`: the shop's line about an offer or meeting (issue 45), shown for context. */
  senderRole: z.enum([...ConversationRoleSchema.options, 'system']),
  senderName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  removed: z.boolean(),
  /** The message the case is about. */
  reported: z.boolean(),
});

/** The reported thing, as the admin needs to judge it. Null fields: it is gone. */
export const CaseContextSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listing'),
    listing: z
      .object({
        id: z.string(),
        name: z.string(),
        imgURL: z.string(),
        description: z.string(),
        price: z.number(),
        status: z.string(),
        hidden: z.boolean(),
        sellerId: z.string(),
        sellerName: z.string(),
      })
      .nullable(),
  }),
  z.object({
    kind: z.literal('message'),
    conversationId: z.string().nullable(),
    productName: z.string().nullable(),
    /** The reported message with a few before and after it. */
    messages: z.array(ContextMessageSchema),
  }),
  z.object({
    kind: z.literal('user'),
    user: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.enum(['seller', 'buyer', 'admin']),
        disabled: z.boolean(),
        deleted: z.boolean(),
        joinedAt: z.string(),
      })
      .nullable(),
  }),
]);
export type CaseContext = z.infer<typeof CaseContextSchema>;

export const ReportCaseSchema = ReportCaseSummarySchema.extend({
  reports: z.array(CaseReportSchema),
  context: CaseContextSchema,
  /** The person whom `disable-user` would disable, and whom `noteToReported` reaches. */
  reportedPerson: z.object({ id: z.string(), name: z.string(), disabled: z.boolean() }).nullable(),
  /** Which actions fit this case now (none once decided). */
  allowedActions: z.array(ModerationActionSchema),
});
export type ReportCase = z.infer<typeof ReportCaseSchema>;

const note = (label: string) =>
  plainText(label, { multiline: true })
    .trim()
    .max(MODERATION_NOTE_MAX_LENGTH, {
      error: validationText(vm.commonMustAtMostCharacters, { label, max: MODERATION_NOTE_MAX_LENGTH }),
    })
    .optional();

/** `POST /api/admin/reports/{id}/actions`. */
export const CaseActionSchema = z.object({
  action: ModerationActionSchema,
  noteToReporter: note('noteToReporter'),
  noteToReported: note('noteToReported'),
});
export type CaseAction = z.input<typeof CaseActionSchema>;

/**
 * `POST /api/admin/reports/{id}/reopen`: a decided case goes back to the queue, and what the
 * decision did is undone (the listing back on the marketplace, the message shown again, the
 * account enabled). The note says why, in the audit log.
 */
export const CaseReopenSchema = z.object({ note: note('note') });
export type CaseReopen = z.input<typeof CaseReopenSchema>;

/** Every admin action, from the queue or elsewhere (Accounts, site pages, background jobs, backups). */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'reopen-case',
  'enable-user',
  'delete-user',
  'edit-site-page',
  'retry-job',
  'discard-job',
  'start-backup',
  'download-backup',
  'delete-backup',
  'restore-backup',
  'add-brand',
  'edit-brand',
  'add-model',
  'merge-model',
  'set-shop-language',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/**
 * What an admin action was done to: a reported kind, a site page (by slug), a job or a backup (by
 * name), a brand (by id), a catalogue model (by slug) or the shop's own settings (`shop`).
 */
export const AUDIT_TARGET_KINDS = [
  ...REPORT_TARGET_KINDS,
  'site-page',
  'job',
  'backup',
  'brand',
  'model',
  'shop',
] as const;
export const AuditTargetKindSchema = z.enum(AUDIT_TARGET_KINDS);
export type AuditTargetKind = z.infer<typeof AuditTargetKindSchema>;

/** A person or a listing an entry is about, as it is now, so the log names it (issue 42 item 13). */
export const AuditTargetSchema = z.object({
  name: z.string(),
  /** A person's e-mail, to find them among All Sellers or All Buyers; null for a listing. */
  email: z.string().nullable(),
  /** A person's role; null for a listing. */
  role: z.enum(['buyer', 'seller', 'admin']).nullable(),
  /** False once the account is deleted, or the listing is off the shop (hidden or withdrawn). */
  live: z.boolean(),
});
export type AuditTarget = z.infer<typeof AuditTargetSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: AuditActionSchema,
  targetKind: AuditTargetKindSchema,
  targetId: z.string(),
  /** The person or listing it names; null for a message, a page or a job, or one gone for good. */
  target: AuditTargetSchema.nullable(),
  /** The report case it decided, when it came from the queue. */
  caseId: z.string().nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.array(AuditEntrySchema);

/** A day as `YYYY-MM-DD` (UTC), as a date input gives it. */
const day = (name: string) =>
  plainText(name).refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const time = Date.parse(`${value}T00:00:00Z`);
      // A day that exists: 2026-02-30 is refused, not taken as March 2.
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: validationText(vm.moderationMustDateYyyyMm, { label: name }) },
  );

/** The audit log's filters: who, which action, and the days from and to (both included, UTC). */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  adminId: opaqueId('adminId').optional(),
  action: z
    .enum(AUDIT_ACTIONS, {
      error: validationText(vm.commonActionMustOne, { values: AUDIT_ACTIONS.join(', ') }),
    })
    .optional(),
  from: day('from').optional(),
  to: day('to').optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** The admins who have entries in the log, for its "Admin" filter. */
export const AuditActorsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type AuditActor = z.infer<typeof AuditActorsSchema>[number];
