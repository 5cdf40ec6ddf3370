import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, startServerProcess } from '../../test/server-process.js';

const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** The operator's commands, run as real processes on a real data folder. */
describe('command line', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const cli = (script: string, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });

  it('db:migrate migrates once and then says it is up to date', async () => {
    expect((await cli('migrate')).stdout).toMatch(/Applied: 001-initial-schema, 002-catalogue-version/);
    expect((await cli('migrate')).stdout).toMatch(/Already up to date \(sqlite\)/);
  });

  it('admin:create makes an admin who can sign in, and refuses a short password', async () => {
    const created = await cli('create-admin', [
      '--email',
      'Owner@Shop.test',
      '--password',
      'a long password',
      '--name',
      'Owner',
    ]);
    expect(created.stdout).toMatch(/created/);
    await expect(
      cli('create-admin', ['--email', 'x@shop.test', '--password', 'short']),
    ).rejects.toMatchObject({
      code: 2,
    });

    const server = await startServerProcess({ DATA_DIR: dataDir }, 4390 + Math.floor(Math.random() * 9));
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@shop.test', password: 'a long password' }),
      });
      const body = (await login.json()) as { user: { admin: boolean; displayName: string } };
      expect(body.user).toMatchObject({ admin: true, displayName: 'Owner' });
    } finally {
      await killHard(server);
    }
  }, 60_000);

  it('shuts down gracefully on SIGTERM: in-flight requests finish, then the process exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir }, 4380 + Math.floor(Math.random() * 9));
    // A sign-in takes tens of milliseconds of hashing: long enough to be in flight.
    const inFlight = fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'a long password' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('refuses to start with a bad configuration, naming each bad key', async () => {
    const failed = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
    });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/),
    });
  });
});
