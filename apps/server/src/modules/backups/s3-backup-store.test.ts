import fs from 'node:fs';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/shared-services.js';
import { loadConfig } from '../../config.js';
import type { BackupStore } from './backup-store.js';
import { configuredBackupStore } from './configured-backup-store.js';

/** With S3 configured, archives go to the photos' bucket under `backups/` (decision 063). */
describe('backups in S3-compatible storage', () => {
  let s3: LocalS3;
  let store: BackupStore;
  const older = 'refocus-shop-20261206T030000Z.tar.gz';
  const newer = 'refocus-shop-20261207T030000Z.tar.gz';

  beforeAll(async () => {
    s3 = await startLocalS3('refocus-backups');
    store = configuredBackupStore(loadConfig({ ...s3.env, DATA_DIR: '/nonexistent-data-dir' }));
  });
  afterAll(async () => {
    store?.close?.();
    await s3?.close();
  });

  it('uploads a written archive, lists it newest first, serves it and deletes it', async () => {
    for (const name of [older, newer]) {
      fs.writeFileSync(store.localPath(name), `archive ${name}`);
      expect(await store.commit(name)).toBe(`archive ${name}`.length);
      // Uploaded, the local copy goes.
      expect(fs.existsSync(store.localPath(name))).toBe(false);
    }
    expect(await store.list()).toEqual([
      { name: newer, size: `archive ${newer}`.length, createdAt: '2026-12-07T03:00:00.000Z' },
      { name: older, size: `archive ${older}`.length, createdAt: '2026-12-06T03:00:00.000Z' },
    ]);
    const opened = await store.open(older);
    expect(await text(opened!.body)).toBe(`archive ${older}`);

    expect(await store.remove(older)).toBe(true);
    expect(await store.remove(older)).toBe(false);
    expect(await store.open(older)).toBeUndefined();
    expect((await store.list()).map((f) => f.name)).toEqual([newer]);
  });

  it('refuses a name that is not an archive name', () => {
    expect(() => store.localPath('../refocus.sqlite')).toThrow('not a backup archive name');
  });
});
