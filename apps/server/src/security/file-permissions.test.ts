import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { signUp } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/**
 * The data folder, the SQLite database (and its journal) and the generated token key are
 * readable by the server's user only (issue 17.8), whatever the umask (here 022).
 */
describe.each(TEST_DIALECTS)('data file permissions on %s', (dialect) => {
  let t: TestApp | undefined;
  let root: string;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-modes-'));
    const dataDir = path.join(root, 'nested', 'data');
    t = await createTestApp(dialect, { DATA_DIR: dataDir, ...env });
    return dataDir;
  };

  it('creates the data folder 0700 and the token key 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = await start();
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'token-secret'))).toBe(0o600);
      if (dialect === 'sqlite') {
        await signUp(t!.app);
        for (const file of ['refocus.sqlite', 'refocus.sqlite-wal', 'refocus.sqlite-shm']) {
          expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
        }
      }
    } finally {
      process.umask(previous);
    }
  });

  it('creates the data folder 0700 also when TOKEN_SECRET is given', async () => {
    const dataDir = await start({ TOKEN_SECRET: 'x'.repeat(40) });
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it.runIf(dialect === 'sqlite')(
    'tightens a database and key left readable by an older version',
    async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-modes-'));
      const dataDir = path.join(root, 'data');
      fs.mkdirSync(dataDir);
      for (const file of ['refocus.sqlite', 'refocus.sqlite-wal', 'token-secret']) {
        fs.writeFileSync(path.join(dataDir, file), file === 'token-secret' ? 'k'.repeat(64) : '', {
          mode: 0o644,
        });
      }
      t = await createTestApp(dialect, { DATA_DIR: dataDir });
      for (const file of ['refocus.sqlite', 'refocus.sqlite-wal', 'token-secret']) {
        expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
      }
    },
  );
});
