import type { AdminJob, AuditEntry, JobQueueDepth } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { addressOf, startSmtpServer, type TestSmtpServer } from '../../../test/mail.js';
import { signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { enqueueJob } from './job-queue.js';

/** Issue 16: the dead-letter list admins see — list, depth, retry, discard — on both databases. */
describe.each(TEST_DIALECTS)('the job queue for admins on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestSession;
  const clock = testClock();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.test>' },
      { clock },
    );
    admin = await signUp(t.app, { seller: false });
    await t.app.database.db.updateTable('users').set({ admin: 1 }).where('id', '=', admin.user.uid).execute();
    // The admin's own verification mail: done, so the lists below hold only what each test makes.
    await t.app.jobWorker.runDue();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (state?: string) => {
    const res = await t.app.inject({
      url: `/api/admin/jobs${state ? `?state=${state}` : ''}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return { jobs: res.json() as AdminJob[], total: Number(res.headers['x-total-count']) };
  };
  /** The audit entries about one job, newest first. */
  const auditOf = async (jobId: string) => {
    const res = await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return (res.json() as AuditEntry[]).filter((entry) => entry.targetId === jobId);
  };
  const depth = async () =>
    (await t.app.inject({ url: '/api/admin/jobs/depth', headers: admin.auth })).json() as JobQueueDepth;

  it('lists a job that gave up as dead, with its kind, attempts, last error and instance', async () => {
    await enqueueJob(t.app.database.db, { kind: 'no-such-kind', payload: { n: 1 } }, clock);
    expect(await t.app.jobWorker.runDue()).toBe(1);

    const { jobs, total } = await list();
    expect(total).toBe(1);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      kind: 'no-such-kind',
      state: 'dead',
      attempts: 1,
      lastError: expect.stringContaining('no handler for jobs of kind "no-such-kind"'),
      claimedBy: expect.stringMatching(new RegExp(`:${process.pid}$`)),
    });
    expect((await depth()).dead).toBe(1);
  });

  it('lists a mail the server refused as failing until its next try, and counts it apart from queued', async () => {
    smtp.mode = 'refuse';
    await signUp(t.app, { email: uniqueEmail('refused'), verified: false });
    expect((await depth()).queued).toBe(1);
    await t.app.jobWorker.runDue();
    smtp.mode = 'accept';

    const { jobs } = await list('failing');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'mail', state: 'failing', attempts: 1 });
    expect(jobs[0]?.lastError).toMatch(/451|busy/i);
    // Its next try waits 30 s: nothing runs now.
    expect(Date.parse(jobs[0]!.runAt)).toBeGreaterThan(clock().getTime());
    expect(await depth()).toMatchObject({ failing: 1, queued: 0 });
  });

  it('retry runs a failing job now, with its attempts back, and the mail goes out once', async () => {
    const [failing] = (await list('failing')).jobs;
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failing!._id}/retry`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: failing!._id, attempts: 0 });
    expect(await t.app.jobWorker.runDue()).toBe(1);
    await smtp.waitFor(before + 1);
    expect(addressOf(smtp.received.at(-1)!)).toMatch(/^refused-/);
    expect((await list('failing')).total).toBe(0);
    expect((await list('done')).jobs.map((j) => j._id)).toContain(failing!._id);
    // Who retried it, and what it was, stay in the audit log.
    expect(await auditOf(failing!._id)).toEqual([
      expect.objectContaining({
        action: 'retry-job',
        targetKind: 'job',
        adminId: admin.user.uid,
        note: expect.stringMatching(/^A mail job; last error: .*(451|busy)/i),
      }),
    ]);
  });

  it('retry and discard refuse a done job (409) and an unknown one (404)', async () => {
    const [done] = (await list('done')).jobs;
    for (const [method, url] of [
      ['POST', `/api/admin/jobs/${done!._id}/retry`],
      ['DELETE', `/api/admin/jobs/${done!._id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.auth });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conflict');
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/0190f0f0-0000-7000-8000-000000000000/retry',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    // A refusal changes nothing, so it leaves no audit entry beside the earlier retry.
    expect((await auditOf(done!._id)).map((entry) => entry.action)).toEqual(['retry-job']);
  });

  it('discard removes a dead job from the list', async () => {
    const [dead] = (await list('dead')).jobs;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${dead!._id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await list('dead')).total).toBe(0);
    expect((await depth()).dead).toBe(0);
    expect(await auditOf(dead!._id)).toEqual([
      expect.objectContaining({
        action: 'discard-job',
        targetKind: 'job',
        note: expect.stringMatching(/^A no-such-kind job/),
      }),
    ]);
  });

  it('a dead job retried runs again (and dies again when nothing can run it)', async () => {
    await enqueueJob(t.app.database.db, { kind: 'no-such-kind', payload: {} }, clock);
    await t.app.jobWorker.runDue();
    const [dead] = (await list('dead')).jobs;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${dead!._id}/retry`,
      headers: admin.auth,
    });
    expect(retried.json()).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await t.app.jobWorker.runDue()).toBe(1);
    expect((await list('dead')).jobs[0]).toMatchObject({ _id: dead!._id, attempts: 1 });
  });

  it('pages the list and refuses an unknown state with a clear 400', async () => {
    const res = await t.app.inject({ url: '/api/admin/jobs?state=lost', headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/state must be one of dead, failing, queued, running, done/);
    const page = await t.app.inject({
      url: '/api/admin/jobs?state=done&limit=1&page=2',
      headers: admin.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(page.json()).toHaveLength(1);
    expect(page.headers.link).toContain('rel="prev"');
  });

  it('is for admins only', async () => {
    const buyer = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/admin/jobs', headers: buyer.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/jobs/depth' })).statusCode).toBe(401);
  });
});
