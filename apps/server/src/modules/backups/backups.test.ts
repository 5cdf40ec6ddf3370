import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry, BackupFile, BackupRun } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { BackupScheduler } from './backup-scheduler.js';

const DAY = 24 * 3_600_000;

/** Issue 46 item 4: backups for admins, and scheduled ones taken once by one instance, on both databases. */
describe.each(TEST_DIALECTS)('backups on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  // 04:00 local: the day's 03:00 run is due.
  const clock = testClock(new Date(2026, 11, 7, 4, 0));

  beforeAll(async () => {
    t = await createTestApp(dialect, { BACKUP_SCHEDULE: 'daily 03:00', BACKUP_KEEP: '2' }, { clock });
    admin = await signUp(t.app, { seller: false });
    await t.app.database.db.updateTable('users').set({ admin: 1 }).where('id', '=', admin.user.uid).execute();
    await t.app.jobWorker.runDue();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: admin.auth });
  const list = async () => (await call('GET', '/api/admin/backups')).json() as BackupFile[];
  const progress = async () =>
    ((await call('GET', '/api/admin/backups/progress')).json() as { run: BackupRun | null }).run;
  const audited = async (targetId: string) =>
    ((await call('GET', '/api/admin/audit-log')).json() as AuditEntry[])
      .filter((entry) => entry.targetId === targetId)
      .map((entry) => [entry.action, entry.targetKind, entry.adminId]);

  it('takes a backup an admin starts, one at a time, with its progress readable as it goes', async () => {
    const started = await call('POST', '/api/admin/backups');
    expect(started.statusCode).toBe(202);
    const run = started.json() as BackupRun;
    expect(run).toMatchObject({ state: 'queued', scheduled: false, name: null });
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(409);
    expect(await audited(run.id)).toEqual([['start-backup', 'backup', admin.user.uid]]);

    const working = t.app.jobWorker.runDue();
    await expect.poll(async () => (await progress())?.progress?.step, { interval: 5 }).toBe('table');
    await working;
    await t.app.backupRunner.settled();

    const done = await progress();
    expect(done).toMatchObject({ id: run.id, state: 'done', progress: { step: 'storing' } });
    const files = await list();
    expect(files).toEqual([{ name: done?.name, size: expect.any(Number), createdAt: clock().toISOString() }]);
    expect(files[0]!.size).toBeGreaterThan(100);
    if (dialect === 'sqlite') {
      const dir = path.join(t.dataDir, 'backups');
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, files[0]!.name)).mode & 0o777).toBe(0o600);
    }
  });

  it('downloads an archive as an attachment and deletes it, both in the audit log', async () => {
    const [file] = await list();
    const download = await call('GET', `/api/admin/backups/${file!.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file!.name}"`);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.length).toBe(file!.size);
    expect([...download.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    expect((await call('DELETE', `/api/admin/backups/${file!.name}`)).json()).toEqual({ ok: true });
    expect(await list()).toEqual([]);
    expect((await call('DELETE', `/api/admin/backups/${file!.name}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/backups/${file!.name}`)).statusCode).toBe(404);
    expect(await audited(file!.name)).toEqual([
      ['delete-backup', 'backup', admin.user.uid],
      ['download-backup', 'backup', admin.user.uid],
    ]);
  });

  it('refuses any name but an archive name the server writes', async () => {
    for (const name of [
      '..%2F..%2Frefocus.sqlite',
      '..%2Fbackups%2Frefocus-refocus-20261207T030000Z.tar.gz',
      'refocus-refocus-20261207T030000Z.tar.gz.partial',
      'refocus.sqlite',
      '%2Fetc%2Fpasswd',
    ]) {
      expect((await call('GET', `/api/admin/backups/${name}`)).statusCode).toBe(400);
      expect((await call('DELETE', `/api/admin/backups/${name}`)).statusCode).toBe(400);
    }
  });

  it('runs each scheduled backup once over several instances, and keeps the newest BACKUP_KEEP', async () => {
    const instances = [0, 1, 2].map(
      () =>
        new BackupScheduler({
          db: t.app.database.db,
          schedule: { hour: 3, minute: 0 },
          clock,
          log: { warn: () => {} },
        }),
    );
    // The first moment a shop sees is only marked: no backup at a first start.
    expect(await Promise.all(instances.map((s) => s.queueDue()))).toEqual([false, false, false]);
    expect(await t.app.jobWorker.runDue()).toBe(0);

    const names: string[] = [];
    for (let day = 1; day <= 3; day++) {
      clock.advance(DAY);
      const queued = await Promise.all(instances.map((s) => s.queueDue()));
      expect(queued.filter(Boolean)).toHaveLength(1);
      expect(await t.app.backupScheduler.queueDue()).toBe(false);
      expect(await t.app.jobWorker.runDue()).toBe(1);
      await t.app.backupRunner.settled();
      const run = await progress();
      expect(run).toMatchObject({ state: 'done', scheduled: true });
      names.push(run!.name!);
    }
    expect((await list()).map((f) => f.name)).toEqual([names[2], names[1]]);
  });

  it('records a failed run with its reason, and the next one may start', async () => {
    const dir = path.join(t.dataDir, 'backups');
    fs.rmSync(dir, { recursive: true });
    // Where the folder should be, a file: the archive cannot be written.
    fs.writeFileSync(dir, 'in the way');
    try {
      const run = (await call('POST', '/api/admin/backups')).json() as BackupRun;
      await t.app.jobWorker.runDue();
      await t.app.backupRunner.settled();
      expect(await progress()).toMatchObject({ id: run.id, state: 'failed', error: expect.any(String) });
    } finally {
      fs.rmSync(dir);
    }
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(202);
    await t.app.jobWorker.runDue();
    await t.app.backupRunner.settled();
    expect(await progress()).toMatchObject({ state: 'done' });
  });

  it('queues again a run whose instance died mid-way, once it stops moving', async () => {
    const run = (await call('POST', '/api/admin/backups')).json() as BackupRun;
    const db = t.app.database.db;
    // As an instance killed mid-run leaves it: running, its job done (the job only hands it over).
    await db.updateTable('backup_runs').set({ state: 'running' }).where('id', '=', run.id).execute();
    await db.updateTable('jobs').set({ state: 'done' }).where('kind', '=', 'backup').execute();
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(409);

    await t.app.backupScheduler.queueDue();
    expect(await t.app.jobWorker.runDue()).toBe(0);
    clock.advance(2 * 60_000 + 1);
    await t.app.backupScheduler.queueDue();
    expect(await t.app.jobWorker.runDue()).toBe(1);
    await t.app.backupRunner.settled();
    expect(await progress()).toMatchObject({ id: run.id, state: 'done' });
  });
});
