import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePortIn } from '../../test/free-ports.js';
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

    const server = await startServerProcess({ DATA_DIR: dataDir }, await freePortIn(4390, 4398));
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

  it('shuts down gracefully on SIGTERM: not ready, in-flight requests finish, then exit 0', async () => {
    // A data folder of its own: this test does not depend on the ones before it.
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-sigterm-'));
    const server = await startServerProcess(
      { DATA_DIR: ownDir, SHUTDOWN_DRAIN_MS: '1000' },
      await freePortIn(4380, 4388),
    );
    try {
      // A request held in flight for as long as the test wants: its body arrives in two parts.
      const body = JSON.stringify({ email: 'nobody@shop.test', password: 'a long password' });
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      const answered = new Promise((resolve) => socket.once('end', resolve));
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: refocus\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      const exited = new Promise<number | null>((resolve) =>
        server.child.once('exit', (code) => resolve(code)),
      );
      server.child.kill('SIGTERM');

      // Draining: still serving, but telling load balancers to stop sending requests.
      let ready = 200;
      while (ready !== 503) ready = (await fetch(`${server.url}/api/ready`)).status;
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      socket.write(body.slice(10));
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(await exited).toBe(0);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      await killHard(server);
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
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
