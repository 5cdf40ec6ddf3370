import { MODERATION_NOTE_MAX_LENGTH } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Decision 032: a decided case can be reopened, which undoes what the decision did — a wrong
 * call is put right from the queue itself, and the audit log keeps both steps.
 */
describe.each(TEST_DIALECTS)('reopening a report case on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());

  const report = async (session: TestSession, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', headers: session.auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().caseId as string;
  };
  const act = async (caseId: string, action: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${caseId}/actions`,
      headers: admin.auth,
      payload: { action },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const reopen = (caseId: string, payload: Record<string, unknown> = {}, session = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${caseId}/reopen`,
      headers: session.auth,
      payload,
    });
  const latestAudit = async () =>
    (await t.app.inject({ url: '/api/admin/audit-log?limit=1', headers: admin.auth })).json()[0];
  const onStorefront = async (productId: string) =>
    ((await t.app.inject('/api/products?limit=100')).json() as { _id: string }[]).some(
      (p) => p._id === productId,
    );

  it('puts a hidden listing back on the marketplace, available again, and the case back in the queue', async () => {
    const productId = (
      await insertProduct(t.app.database.db, seller.user.uid, { name: 'Wrongly hidden Leica' })
    ).id;
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '555 0100', location: 'Old Town' },
    });
    expect(booking.statusCode, booking.body).toBe(200);
    // Accepted: the listing is booked when it is hidden.
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${booking.json()._id}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.json()).toMatchObject({ product: { status: 'booked' } });
    const caseId = await report(buyer, { kind: 'listing', targetId: productId, reason: 'fake' });
    await act(caseId, 'hide-listing');
    expect(await onStorefront(productId)).toBe(false);

    const reopened = await reopen(caseId, { note: 'The seller proved it is genuine.' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      state: 'open',
      decision: null,
      decidedAt: null,
      allowedActions: expect.arrayContaining(['dismiss', 'hide-listing']),
      context: { listing: { hidden: false, status: 'available' } },
    });
    expect(await onStorefront(productId)).toBe(true);
    expect((await t.app.inject(`/api/products/${productId}`)).statusCode).toBe(200);
    // The booking the hiding cancelled stays cancelled: the buyer was told, and may book again.
    const orders = (await t.app.inject({ url: '/api/me/orders', headers: buyer.auth })).json() as {
      _id: string;
      status: string;
    }[];
    expect(orders.find((o) => o._id === booking.json()._id)?.status).toBe('cancelled');
    expect(await latestAudit()).toMatchObject({
      action: 'reopen-case',
      adminId: admin.user.uid,
      targetKind: 'listing',
      targetId: productId,
      caseId,
      note: 'Undid: hide-listing.\nThe seller proved it is genuine.',
    });

    // Decided again, the other way; and an open case has nothing to undo.
    expect((await reopen(caseId)).statusCode).toBe(409);
    await act(caseId, 'dismiss');
    expect(await onStorefront(productId)).toBe(true);
  });

  it('shows a removed message again to both sides', async () => {
    const productId = (await insertProduct(t.app.database.db, seller.user.uid, { name: 'Chatty Nikon' })).id;
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Is the shutter serviced?' },
    });
    const { id: conversationId, messages } = chat.json() as { id: string; messages: { id: string }[] };
    const caseId = await report(seller, { kind: 'message', targetId: messages[0]!.id, reason: 'spam' });
    await act(caseId, 'remove-message');

    expect((await reopen(caseId)).statusCode).toBe(200);
    for (const session of [buyer, seller]) {
      const seen = await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: session.auth });
      expect(seen.json().messages[0]).toMatchObject({ text: 'Is the shutter serviced?', removed: false });
    }
    expect(await latestAudit()).toMatchObject({ action: 'reopen-case', note: 'Undid: remove-message.' });
  });

  it('enables a disabled account: its owner signs in again', async () => {
    const person = await signUp(t.app, { name: 'Misjudged', password: 'misjudged password' });
    const caseId = await report(buyer, { kind: 'user', targetId: person.user.uid, reason: 'offensive' });
    await act(caseId, 'disable-user');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: 'misjudged password' },
    });
    expect(refused.json().error.code).toBe('auth/user-disabled');

    const reopened = await reopen(caseId);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().reportedPerson).toMatchObject({ id: person.user.uid, disabled: false });
    await logIn(t.app, person.user.email, 'misjudged password');
  });

  it('refuses what it cannot do with a 4xx naming the problem, changing nothing', async () => {
    const person = await signUp(t.app, { name: 'Twice reported' });
    const first = await report(buyer, { kind: 'user', targetId: person.user.uid, reason: 'spam' });
    await act(first, 'dismiss');
    // Reported again since: that open case is the one to decide.
    const second = await report(seller, { kind: 'user', targetId: person.user.uid, reason: 'spam' });
    const blocked = await reopen(first);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toMatch(/Another report case about this user is open/);
    const state = await t.app.inject({ url: `/api/admin/reports/${first}`, headers: admin.auth });
    expect(state.json()).toMatchObject({ state: 'dismissed', decision: 'dismiss' });

    expect((await reopen(second)).statusCode).toBe(409);
    expect((await reopen('no-such-case')).statusCode).toBe(404);
    expect((await reopen(first, {}, buyer)).statusCode).toBe(403);
    const long = await reopen(first, { note: 'x'.repeat(MODERATION_NOTE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/note must be at most/);
  });
});
