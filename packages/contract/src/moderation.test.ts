import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  AuditActionSchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  AuditTargetKindSchema,
  CaseActionSchema,
  CaseContextSchema,
  CaseReopenSchema,
  CaseReportSchema,
  CaseStateSchema,
  ContextMessageSchema,
  MODERATION_NOTE_MAX_LENGTH,
  ModerationActionSchema,
  NewReportSchema,
  REPORT_TEXT_MAX_LENGTH,
  ReportCaseListSchema,
  ReportCaseSchema,
  ReportCaseSummarySchema,
  ReportCasesQuerySchema,
  ReportReasonSchema,
  ReportReceiptSchema,
  ReportTargetKindSchema,
} from './moderation.js';

describe('enums', () => {
  it('refuse unknown values with the list of allowed ones', () => {
    expect(ReportTargetKindSchema.safeParse('review').error?.issues[0]?.message).toBe(
      'kind must be one of listing, message, user',
    );
    expect(ReportReasonSchema.safeParse('rude').error?.issues[0]?.message).toBe(
      'reason must be one of spam, fake, prohibited, offensive, other',
    );
    expect(CaseStateSchema.safeParse('closed').error?.issues[0]?.message).toBe(
      'state must be one of open, dismissed, actioned',
    );
    expect(ModerationActionSchema.safeParse('ban').error?.issues[0]?.message).toBe(
      'action must be one of dismiss, hide-listing, remove-message, disable-user',
    );
  });

  it('audit actions and targets extend the moderation ones', () => {
    for (const action of ['dismiss', 'disable-user', 'reopen-case', 'edit-site-page', 'discard-job']) {
      expect(AuditActionSchema.safeParse(action).success).toBe(true);
    }
    expect(AuditActionSchema.safeParse('delete-listing').success).toBe(false);
    expect(AuditTargetKindSchema.safeParse('site-page').success).toBe(true);
    expect(AuditTargetKindSchema.safeParse('job').success).toBe(true);
    expect(AuditTargetKindSchema.safeParse('review').success).toBe(false);
  });
});

describe('NewReportSchema', () => {
  it('accepts a report without words, the text defaulting to empty', () => {
    expect(accepted(NewReportSchema, { kind: 'listing', targetId: 'p1', reason: 'fake' })).toEqual({
      kind: 'listing',
      targetId: 'p1',
      reason: 'fake',
      text: '',
    });
  });

  it('trims the words and takes them with reason other', () => {
    expect(
      accepted(NewReportSchema, {
        kind: 'user',
        targetId: 'u1',
        reason: 'other',
        text: '  Asks for payment\nfirst ',
      }).text,
    ).toBe('Asks for payment\nfirst');
  });

  it('refuses reason other without words, on text', () => {
    const result = NewReportSchema.safeParse({
      kind: 'message',
      targetId: 'm1',
      reason: 'other',
      text: '   ',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['text']]);
    expect(result.error?.issues[0]?.message).toBe('Say what is wrong when the reason is "other"');
  });

  it('refuses an unknown kind or reason, a missing target and too long words', () => {
    const base = { kind: 'listing', targetId: 'p1', reason: 'spam' };
    expect(refusedPaths(NewReportSchema, { ...base, kind: 'review' })).toEqual([['kind']]);
    expect(refusedPaths(NewReportSchema, { ...base, reason: 'rude' })).toEqual([['reason']]);
    expect(refusedPaths(NewReportSchema, { ...base, targetId: '' })).toEqual([['targetId']]);
    expect(refusedPaths(NewReportSchema, { ...base, text: 't'.repeat(REPORT_TEXT_MAX_LENGTH + 1) })).toEqual([
      ['text'],
    ]);
  });
});

describe('ReportCasesQuerySchema', () => {
  it('pages every kind and state unless filtered', () => {
    expect(accepted(ReportCasesQuerySchema, {})).toEqual({ page: 1, limit: 24 });
    expect(accepted(ReportCasesQuerySchema, { kind: 'user', state: 'open' })).toMatchObject({
      kind: 'user',
      state: 'open',
    });
    expect(refusedPaths(ReportCasesQuerySchema, { state: 'closed' })).toEqual([['state']]);
  });
});

describe('CaseActionSchema and CaseReopenSchema', () => {
  it('accept an action with optional trimmed notes', () => {
    expect(accepted(CaseActionSchema, { action: 'hide-listing' })).toEqual({ action: 'hide-listing' });
    expect(accepted(CaseActionSchema, { action: 'dismiss', noteToReporter: ' Thanks \n' })).toEqual({
      action: 'dismiss',
      noteToReporter: 'Thanks',
    });
    expect(accepted(CaseReopenSchema, {})).toEqual({});
    expect(accepted(CaseReopenSchema, { note: 'Decided in error' })).toEqual({ note: 'Decided in error' });
  });

  it('refuse an unknown action and too long notes', () => {
    expect(refusedPaths(CaseActionSchema, { action: 'ban' })).toEqual([['action']]);
    const long = 'n'.repeat(MODERATION_NOTE_MAX_LENGTH + 1);
    expect(refusedPaths(CaseActionSchema, { action: 'dismiss', noteToReported: long })).toEqual([
      ['noteToReported'],
    ]);
    expect(refusedPaths(CaseReopenSchema, { note: long })).toEqual([['note']]);
  });
});

describe('report case answers', () => {
  const summary = {
    id: 'case1',
    kind: 'listing',
    targetId: 'p1',
    targetLabel: 'Sony A7 III',
    state: 'actioned',
    reportCount: 2,
    reasons: ['fake', 'spam'],
    firstReportedAt: '2026-01-01T10:00:00.000Z',
    lastReportedAt: '2026-01-02T10:00:00.000Z',
    decidedAt: '2026-01-03T10:00:00.000Z',
    decision: 'hide-listing',
  };
  const report = {
    id: 'r1',
    reporterId: 'u1',
    reporterName: 'Bea',
    reason: 'fake',
    text: '',
    createdAt: '2026-01-01T10:00:00.000Z',
  };

  it('ReportReceiptSchema and ReportCaseSummarySchema', () => {
    expect(accepted(ReportReceiptSchema, { id: 'r1', caseId: 'case1' })).toEqual({
      id: 'r1',
      caseId: 'case1',
    });
    expect(
      accepted(ReportCaseListSchema, [
        summary,
        { ...summary, state: 'open', decidedAt: null, decision: null },
      ]),
    ).toHaveLength(2);
    expect(refusedPaths(ReportCaseSummarySchema, { ...summary, reasons: ['rude'] })).toEqual([
      ['reasons', 0],
    ]);
  });

  it('CaseReportSchema wants a known reason', () => {
    expect(accepted(CaseReportSchema, report)).toEqual(report);
    expect(refusedPaths(CaseReportSchema, { ...report, reason: 'rude' })).toEqual([['reason']]);
  });

  it('CaseContextSchema takes the shape of its kind, with null once the thing is gone', () => {
    const listing = {
      kind: 'listing',
      listing: {
        id: 'p1',
        name: 'Sony A7 III',
        imgURL: 'https://refocus.example/images/a7.webp',
        description: 'Body only',
        price: 900,
        status: 'available',
        hidden: true,
        sellerId: 'u2',
        sellerName: 'Sam',
      },
    };
    expect(accepted(CaseContextSchema, listing)).toEqual(listing);
    expect(accepted(CaseContextSchema, { kind: 'listing', listing: null })).toEqual({
      kind: 'listing',
      listing: null,
    });
    const contextMessage = {
      id: 'm1',
      senderRole: 'seller',
      senderName: 'Sam',
      text: 'Pay first',
      createdAt: '2026-01-01T10:00:00.000Z',
      removed: false,
      reported: true,
    };
    expect(accepted(ContextMessageSchema, contextMessage)).toEqual(contextMessage);
    const message = { kind: 'message', conversationId: null, productName: null, messages: [contextMessage] };
    expect(accepted(CaseContextSchema, message)).toEqual(message);
    const user = {
      kind: 'user',
      user: {
        id: 'u2',
        name: 'Sam',
        email: 'sam@example.com',
        role: 'seller',
        disabled: false,
        deleted: false,
        joinedAt: '2025-01-01T10:00:00.000Z',
      },
    };
    expect(accepted(CaseContextSchema, user)).toEqual(user);
  });

  it('CaseContextSchema refuses an unknown kind and the fields of another kind', () => {
    expect(refusedPaths(CaseContextSchema, { kind: 'review' })).toEqual([['kind']]);
    expect(refusedPaths(CaseContextSchema, { kind: 'user', listing: null })).toEqual([['user']]);
    expect(
      refusedPaths(CaseContextSchema, {
        kind: 'message',
        conversationId: 'c1',
        productName: 'x',
        messages: [{ senderRole: 'admin' }],
      })[0],
    ).toEqual(['messages', 0, 'id']);
  });

  it('ReportCaseSchema adds reports, context, the reported person and the allowed actions', () => {
    const full = {
      ...summary,
      reports: [report],
      context: { kind: 'listing', listing: null },
      reportedPerson: { id: 'u2', name: 'Sam', disabled: false },
      allowedActions: [],
    };
    expect(accepted(ReportCaseSchema, full)).toEqual(full);
    expect(accepted(ReportCaseSchema, { ...full, reportedPerson: null }).reportedPerson).toBeNull();
    expect(refusedPaths(ReportCaseSchema, { ...full, allowedActions: ['ban'] })).toEqual([
      ['allowedActions', 0],
    ]);
    expect(refusedPaths(ReportCaseSchema, summary)).toEqual([
      ['reports'],
      ['context'],
      ['reportedPerson'],
      ['allowedActions'],
    ]);
  });
});

describe('AuditEntrySchema', () => {
  const entry = {
    id: 'a1',
    at: '2026-01-03T10:00:00.000Z',
    adminId: 'u9',
    adminName: 'Ada',
    action: 'edit-site-page',
    targetKind: 'site-page',
    targetId: 'terms',
    target: null,
    caseId: null,
    note: null,
  };
  const listing = { name: 'Nikon FM2', email: null, role: null, live: false };

  it('accepts an entry from the queue or elsewhere, naming its person or listing', () => {
    expect(
      accepted(AuditLogSchema, [
        entry,
        { ...entry, action: 'dismiss', targetKind: 'listing', target: listing, caseId: 'c1', note: 'ok' },
      ]),
    ).toHaveLength(2);
  });

  it('refuses an unknown action or target kind', () => {
    expect(refusedPaths(AuditEntrySchema, { ...entry, action: 'edit' })).toEqual([['action']]);
    expect(refusedPaths(AuditEntrySchema, { ...entry, targetKind: 'page' })).toEqual([['targetKind']]);
  });
});

describe('AuditLogQuerySchema', () => {
  it('takes an admin, an action and the days from and to, each optional', () => {
    expect(accepted(AuditLogQuerySchema, {})).toEqual({ page: 1, limit: 24 });
    expect(
      accepted(AuditLogQuerySchema, {
        adminId: 'u9',
        action: 'delete-user',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toMatchObject({ adminId: 'u9', action: 'delete-user', from: '2026-01-01', to: '2026-01-31' });
  });

  it('refuses an unknown action and a day that is not one', () => {
    expect(refusedPaths(AuditLogQuerySchema, { action: 'edit' })).toEqual([['action']]);
    expect(refusedPaths(AuditLogQuerySchema, { from: '1/2/2026' })).toEqual([['from']]);
    expect(refusedPaths(AuditLogQuerySchema, { to: '2026-13-45' })).toEqual([['to']]);
    expect(refusedPaths(AuditLogQuerySchema, { to: '2026-02-30' })).toEqual([['to']]);
  });
});
