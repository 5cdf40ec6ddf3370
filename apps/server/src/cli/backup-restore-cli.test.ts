import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../test/used-shop.js';

const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(SERVER_ROOT, 'test/fixtures/release-027');

/**
 * `npm run backup` and `npm run restore` as the operator runs them: the built commands (the
 * test run builds them), on a copy of the earlier release's data folder.
 */
describe('backup and restore commands', () => {
  const folder = temporaryFolder('refocus-backup-cli-');
  const shop = path.join(folder, 'shop');
  const restored = path.join(folder, 'restored');
  beforeAll(() => fs.cpSync(FIXTURE, shop, { recursive: true }));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const cli = (command: string, dataDir: string, args: string[] = []) =>
    run(process.execPath, [`dist/cli/${command}.js`, ...args], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        INIT_CWD: folder,
        SHOP_NAME: 'Camera Corner',
      },
    });

  it('backs up into the folder it was run from, prints the path, and restores into an empty data folder', async () => {
    const backup = await cli('backup', shop);
    const file = backup.stdout.trim();
    expect(path.dirname(file)).toBe(folder);
    expect(path.basename(file)).toMatch(/^refocus-camera-corner-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(backup.stderr).toMatch(/Backed up \d+ rows of \d+ tables and 54 photo files \(migration 027-/);

    const restore = await cli('restore', restored, [path.basename(file)]);
    expect(restore.stdout).toMatch(/Restored Camera Corner's backup .* 54 photo files/);
    expect(restore.stdout).toMatch(/Migrated since: 028-storefront-month-counts, .*038-condition-notes/);
    expect(fs.readdirSync(path.join(restored, 'images')).length).toBeGreaterThan(0);
  }, 60_000);

  // A restore over data, or beside a running shop, is refused: backup-restore.test.ts.
  it('says how to use it, and refuses a file that is not a backup', async () => {
    await expect(cli('restore', restored)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
    const junk = path.join(folder, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    await expect(cli('restore', path.join(folder, 'other'), [junk])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not a readable backup archive'),
    });
  }, 60_000);
});
