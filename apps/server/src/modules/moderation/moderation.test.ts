import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 15 item 4 (decision 032): reports group into cases, admins decide each case once,
 * and every decision writes its audit entry, which nobody can change.
 */
describe.each(TEST_DIALECTS)('reports and moderation on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let seller: TestSession;
  let buyer: TestSession;
  let other: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    seller = await signUp(t.app, { seller: true, name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    other = await signUp(t.app, { name: 'Oli Other' });
  });
  afterAll(() => t.close());

  const report = (session: TestSession, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reports', headers: session.auth, payload });
  const act = (caseId: string, payload: Record<string, unknown>, session = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${caseId}/actions`,
      headers: session.auth,
      payload,
    });
  const queue = (query = '') => t.app.inject({ url: `/api/admin/reports${query}`, headers: admin.auth });
  const auditLog = async () =>
    (await t.app.inject({ url: '/api/admin/audit-log?limit=100', headers: admin.auth })).json();
  const listing = async (name = 'Leica M6') =>
    (await insertProduct(t.app.database.db, seller.user.uid, { name })).id;
  const notesTo = async (email: string) => {
    const jobs = await t.app.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'mail')
      .execute();
    return jobs
      .map((job) => JSON.parse(job.payload) as { to: string; template: string; data: { note: string } })
      .filter((mail) => mail.template === 'moderation-note' && mail.to === email);
  };
  const thread = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId: await listing('Nikon FM2'), text: 'Pay me outside the site' },
    });
    return res.json() as { id: string; messages: { id: string }[] };
  };

  it('groups repeated reports of one thing into one case; one report per person', async () => {
    const productId = await listing();
    const first = await report(buyer, {
      kind: 'listing',
      targetId: productId,
      reason: 'fake',
      text: 'Stock photo',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await report(other, { kind: 'listing', targetId: productId, reason: 'spam' });
    expect(second.json().caseId).toBe(first.json().caseId);
    const again = await report(buyer, { kind: 'listing', targetId: productId, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/reported this already/);

    const detail = await t.app.inject({
      url: `/api/admin/reports/${first.json().caseId}`,
      headers: admin.auth,
    });
    expect(detail.json()).toMatchObject({
      kind: 'listing',
      targetId: productId,
      targetLabel: 'Leica M6',
      state: 'open',
      reportCount: 2,
      reasons: ['fake', 'spam'],
      context: {
        kind: 'listing',
        listing: { name: 'Leica M6', hidden: false, sellerName: expect.any(String) },
      },
      reportedPerson: { id: seller.user.uid },
      allowedActions: ['dismiss', 'hide-listing', 'disable-user'],
    });
    expect(detail.json().reports.map((r: { reporterName: string }) => r.reporterName)).toEqual([
      'Bea Buyer',
      'Oli Other',
    ]);
  });

  it('two first reports of one thing at once still share one case', async () => {
    const productId = await listing('Raced Rolleiflex');
    const [a, b] = await Promise.all([
      report(buyer, { kind: 'listing', targetId: productId, reason: 'fake' }),
      report(other, { kind: 'listing', targetId: productId, reason: 'spam' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().caseId).toBe(b.json().caseId);
  });

  it('refuses reports nobody should make, with a 4xx naming the problem', async () => {
    const productId = await listing();
    const own = await report(seller, { kind: 'listing', targetId: productId, reason: 'spam' });
    expect(own.statusCode).toBe(409);
    expect((await report(buyer, { kind: 'user', targetId: buyer.user.uid, reason: 'spam' })).statusCode).toBe(
      409,
    );
    const missing = await report(buyer, { kind: 'listing', targetId: 'no-such-listing', reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    const noWords = await report(buyer, { kind: 'listing', targetId: productId, reason: 'other' });
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json().error.field).toBe('text');
    const badReason = await report(buyer, { kind: 'listing', targetId: productId, reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);
    const tooLong = await report(buyer, {
      kind: 'listing',
      targetId: productId,
      reason: 'other',
      text: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    // A message only by the two people of its conversation; never one's own.
    const chat = await thread();
    const messageId = chat.messages[0]!.id;
    expect((await report(other, { kind: 'message', targetId: messageId, reason: 'spam' })).statusCode).toBe(
      403,
    );
    expect((await report(buyer, { kind: 'message', targetId: messageId, reason: 'spam' })).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/reports', payload: {} })).statusCode).toBe(401);
    // Only admins see the queue.
    expect((await t.app.inject({ url: '/api/admin/reports', headers: buyer.auth })).statusCode).toBe(403);
  });

  it('counts reports per account: past 20 an hour, the next is refused with 429', async () => {
    const eager = await signUp(t.app, { name: 'Eager Reporter' });
    for (let i = 0; i < 20; i++) {
      const res = await report(eager, {
        kind: 'listing',
        targetId: await listing(`Limit ${i}`),
        reason: 'spam',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await report(eager, {
      kind: 'listing',
      targetId: await listing('Limit 21'),
      reason: 'spam',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate-limited');
    // Someone else still reports.
    expect(
      (await report(other, { kind: 'listing', targetId: await listing('Limit other'), reason: 'spam' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists cases newest first, filtered by kind and state, paged in headers', async () => {
    const a = await report(buyer, { kind: 'listing', targetId: await listing('Queue A'), reason: 'spam' });
    const b = await report(buyer, { kind: 'user', targetId: other.user.uid, reason: 'offensive' });
    const all = await queue('?limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((c: { id: string }) => c.id)).toEqual([b.json().caseId, a.json().caseId]);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(all.headers.link).toContain('rel="next"');
    const users = (await queue('?kind=user&state=open')).json();
    expect(users.map((c: { id: string }) => c.id)).toContain(b.json().caseId);
    expect(users.every((c: { kind: string; state: string }) => c.kind === 'user' && c.state === 'open')).toBe(
      true,
    );
    expect((await queue('?state=closed')).statusCode).toBe(400);
  });

  it('hides a listing: off the storefront, the case actioned, notes queued, an audit entry; once only', async () => {
    const productId = await listing('Hidden Hasselblad');
    const filed = await report(buyer, { kind: 'listing', targetId: productId, reason: 'prohibited' });
    const caseId = filed.json().caseId;
    expect((await t.app.inject(`/api/products/${productId}`)).statusCode).toBe(200);
    expect((await act(caseId, { action: 'remove-message' })).statusCode).toBe(409);
    const decided = await act(caseId, {
      action: 'hide-listing',
      noteToReporter: 'Thanks, it is gone.',
      noteToReported: 'Stolen goods are not allowed.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ state: 'actioned', decision: 'hide-listing', allowedActions: [] });
    expect(decided.json().context.listing.hidden).toBe(true);
    expect((await t.app.inject(`/api/products/${productId}`)).statusCode).toBe(404);
    const storefront = (await t.app.inject('/api/products?limit=100')).json() as { _id: string }[];
    expect(storefront.map((p) => p._id)).not.toContain(productId);
    expect((await notesTo(buyer.user.email)).map((m) => m.data.note)).toContain('Thanks, it is gone.');
    expect((await notesTo(seller.user.email)).map((m) => m.data.note)).toContain(
      'Stolen goods are not allowed.',
    );
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'hide-listing',
      adminId: admin.user.uid,
      targetKind: 'listing',
      targetId: productId,
      caseId,
      note: expect.stringContaining('Stolen goods are not allowed.'),
    });
    const twice = await act(caseId, { action: 'dismiss' });
    expect(twice.statusCode).toBe(409);
    // A hidden listing is no longer there to report.
    const hidden = await report(other, { kind: 'listing', targetId: productId, reason: 'spam' });
    expect(hidden.statusCode).toBe(404);
  });

  it('removes a message for both sides; the admin reads the thread, and still sees what was written', async () => {
    const chat = await thread();
    const messageId = chat.messages[0]!.id;
    expect(
      (await t.app.inject({ url: `/api/conversations/${chat.id}`, headers: admin.auth })).statusCode,
    ).toBe(403);
    const caseId = (await report(seller, { kind: 'message', targetId: messageId, reason: 'fake' })).json()
      .caseId;
    const decided = await act(caseId, { action: 'remove-message' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().context.messages).toEqual([
      expect.objectContaining({
        id: messageId,
        text: 'Pay me outside the site',
        removed: true,
        reported: true,
      }),
    ]);
    for (const session of [buyer, seller, admin]) {
      const seen = await t.app.inject({ url: `/api/conversations/${chat.id}`, headers: session.auth });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().messages[0]).toMatchObject({
        id: messageId,
        text: 'Removed by a moderator',
        removed: true,
      });
    }
    expect((await auditLog())[0]).toMatchObject({
      action: 'remove-message',
      targetKind: 'message',
      targetId: messageId,
    });
    const again = await report(seller, { kind: 'message', targetId: messageId, reason: 'spam' });
    expect(again.statusCode).toBe(404);
  });

  it('disables a reported person: they lose access at once; admins cannot be disabled this way', async () => {
    const target = await signUp(t.app, { name: 'Troll' });
    const caseId = (
      await report(buyer, { kind: 'user', targetId: target.user.uid, reason: 'offensive' })
    ).json().caseId;
    expect((await t.app.inject({ url: '/api/auth/me', headers: target.auth })).statusCode).toBe(200);
    const decided = await act(caseId, { action: 'disable-user', noteToReported: 'Be kind.' });
    expect(decided.statusCode, decided.body).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: target.auth });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('auth/user-disabled');
    expect((await auditLog())[0]).toMatchObject({
      action: 'disable-user',
      targetKind: 'user',
      targetId: target.user.uid,
    });

    const aboutAdmin = (
      await report(buyer, { kind: 'user', targetId: admin.user.uid, reason: 'other', text: 'Rude' })
    ).json().caseId;
    const refused = await act(aboutAdmin, { action: 'disable-user' });
    expect(refused.statusCode).toBe(403);
    expect((await queue('?kind=user&state=open')).json().map((c: { id: string }) => c.id)).toContain(
      aboutAdmin,
    );
    const dismissed = await act(aboutAdmin, {
      action: 'dismiss',
      noteToReporter: 'Nothing against the rules.',
    });
    expect(dismissed.json()).toMatchObject({ state: 'dismissed', decision: 'dismiss' });
    expect((await auditLog())[0]).toMatchObject({ action: 'dismiss', caseId: aboutAdmin });
    // Reported again after the decision: a new case.
    const anew = await report(other, { kind: 'user', targetId: admin.user.uid, reason: 'spam' });
    expect(anew.statusCode).toBe(200);
    expect(anew.json().caseId).not.toBe(aboutAdmin);
    expect((await act(aboutAdmin, { action: 'bogus' })).statusCode).toBe(400);
    expect((await act('no-such-case', { action: 'dismiss' })).statusCode).toBe(404);
    expect((await act(aboutAdmin, { action: 'dismiss' }, buyer)).statusCode).toBe(403);
  });

  it('logs the Accounts actions too; the log is read-only for admins and refuses changes in the database', async () => {
    const person = await signUp(t.app, { name: 'Paused Person' });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/all-buyers/${encodeURIComponent(person.user.email)}`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/all-buyers/${encodeURIComponent(person.user.email)}`,
      headers: admin.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const log = await t.app.inject({ url: '/api/admin/audit-log?limit=2', headers: admin.auth });
    expect(log.json().map((e: { action: string }) => e.action)).toEqual(['delete-user', 'disable-user']);
    expect(log.json()[0]).toMatchObject({ targetId: person.user.uid, adminName: 'Admin' });
    expect(Number(log.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ url: '/api/admin/audit-log', headers: buyer.auth })).statusCode).toBe(403);

    const db = t.app.database.db;
    const before = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    await expect(sql`update audit_log set note = 'rewritten'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
