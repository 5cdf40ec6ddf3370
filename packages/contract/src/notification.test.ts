import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  MarkNotificationsReadSchema,
  NOTIFICATION_KINDS,
  NotificationKindSchema,
  NotificationListSchema,
  NotificationPreferenceSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationUnreadSchema,
  UnsubscribeSchema,
} from './notification.js';

const TOKEN = `${'A'.repeat(21)}_-${'z9'.repeat(10)}`;

describe('NotificationKindSchema', () => {
  it('accepts every kind and refuses others with the list', () => {
    for (const kind of NOTIFICATION_KINDS) expect(NotificationKindSchema.safeParse(kind).success).toBe(true);
    expect(NotificationKindSchema.safeParse('newsletter').error?.issues[0]?.message).toMatch(
      /^kind must be one of booking-requested, /,
    );
  });
});

describe('NotificationSchema', () => {
  const notification = {
    _id: 'n1',
    kind: 'booking-requested',
    text: 'Bea booked Sony A7 III.',
    link: '/dashboard/my-products',
    createdAt: '2026-01-02T10:00:00.000Z',
    read: false,
  };

  it('accepts a notification and a list of them', () => {
    expect(accepted(NotificationListSchema, [notification])).toEqual([notification]);
  });

  it('refuses an unknown kind or a missing read flag', () => {
    expect(refusedPaths(NotificationSchema, { ...notification, kind: 'newsletter' })).toEqual([['kind']]);
    expect(refusedPaths(NotificationSchema, { ...notification, read: undefined })).toEqual([['read']]);
  });

  it('NotificationUnreadSchema wants a whole number', () => {
    expect(accepted(NotificationUnreadSchema, { unread: 0 })).toEqual({ unread: 0 });
    expect(refusedPaths(NotificationUnreadSchema, { unread: 1.2 })).toEqual([['unread']]);
  });
});

describe('MarkNotificationsReadSchema', () => {
  it('accepts some ids, or none for every notification', () => {
    expect(accepted(MarkNotificationsReadSchema, {})).toEqual({});
    expect(accepted(MarkNotificationsReadSchema, { ids: ['n1', 'n2'] })).toEqual({ ids: ['n1', 'n2'] });
  });

  it('refuses more than 100 ids and bad ids', () => {
    const many = Array.from({ length: 101 }, (_, n) => `n${n}`);
    expect(MarkNotificationsReadSchema.safeParse({ ids: many.slice(1) }).success).toBe(true);
    const result = MarkNotificationsReadSchema.safeParse({ ids: many });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['ids']]);
    expect(result.error?.issues[0]?.message).toBe('ids must hold at most 100 ids');
    expect(refusedPaths(MarkNotificationsReadSchema, { ids: ['n1', ''] })).toEqual([['ids', 1]]);
    expect(refusedPaths(MarkNotificationsReadSchema, { ids: 'n1' })).toEqual([['ids']]);
  });
});

describe('NotificationPreferencesSchema', () => {
  it('accepts one or every kind', () => {
    const every = NOTIFICATION_KINDS.map((kind) => ({ kind, email: kind !== 'message' }));
    expect(accepted(NotificationPreferencesSchema, every)).toEqual(every);
    expect(accepted(NotificationPreferencesSchema, [{ kind: 'message', email: false }])).toHaveLength(1);
  });

  it('refuses a non-boolean email, an unknown kind, and too many entries', () => {
    expect(
      NotificationPreferenceSchema.safeParse({ kind: 'message', email: 'no' }).error?.issues[0]?.message,
    ).toBe('email must be true or false');
    expect(refusedPaths(NotificationPreferencesSchema, [{ kind: 'newsletter', email: true }])).toEqual([
      [0, 'kind'],
    ]);
    const tooMany = Array.from({ length: NOTIFICATION_KINDS.length * 2 + 1 }, () => ({
      kind: 'message',
      email: true,
    }));
    expect(refusedPaths(NotificationPreferencesSchema, tooMany)).toEqual([[]]);
  });
});

describe('UnsubscribeSchema', () => {
  it('accepts a user, a kind and a 43-character URL-safe token', () => {
    expect(TOKEN).toHaveLength(43);
    const body = { user: 'u1', kind: 'message', token: TOKEN };
    expect(accepted(UnsubscribeSchema, body)).toEqual(body);
  });

  it('refuses a token of another length or alphabet, and a missing user', () => {
    const body = { user: 'u1', kind: 'message', token: TOKEN };
    expect(refusedPaths(UnsubscribeSchema, { ...body, token: TOKEN.slice(1) })).toEqual([['token']]);
    expect(refusedPaths(UnsubscribeSchema, { ...body, token: `${TOKEN.slice(1)}=` })).toEqual([['token']]);
    expect(refusedPaths(UnsubscribeSchema, { ...body, user: '' })).toEqual([['user']]);
    expect(refusedPaths(UnsubscribeSchema, { ...body, kind: 'all' })).toEqual([['kind']]);
  });
});
