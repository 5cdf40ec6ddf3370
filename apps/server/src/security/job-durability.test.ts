import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { freePortIn } from '../../test/free-ports.js';
import { addressOf, startSmtpServer, type TestSmtpServer } from '../../test/mail.js';
import { createPostgresDatabase, type PostgresDatabase } from '../../test/postgres-database.js';
import {
  killHard,
  type ServerProcess,
  startServerProcess,
  stopGracefully,
} from '../../test/server-process.js';

/**
 * The job queue loses nothing across a crash: the real server process is killed (SIGKILL)
 * while it is in the middle of sending a message to a real SMTP server, restarted, and the
 * message arrives once the dead worker's lease has passed.
 */
describe.each(TEST_DIALECTS)('durable jobs on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-jobs-'));
  // Chosen when the first server starts; the restarts after a kill reuse it.
  let port = 0;
  let database: PostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  let smtp: TestSmtpServer | undefined;

  afterAll(async () => {
    if (server) await killHard(server);
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a message in flight when the process is killed is sent after the restart', async () => {
    if (dialect === 'postgres') {
      database = await createPostgresDatabase(String(process.env.TEST_DATABASE_URL), 'refocus_jobs');
    }
    smtp = await startSmtpServer();
    smtp.mode = 'hang';
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Refocus <shop@example.test>',
      JOB_LEASE_SECONDS: '2',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    port ||= await freePortIn(dialect === 'postgres' ? 5800 : 5400, dialect === 'postgres' ? 6199 : 5799);
    server = await startServerProcess(env, port);
    const email = 'in-flight@example.test';
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'In Flight', email, password: 'long enough pw' }),
    });
    expect(signup.status).toBe(200);
    // The worker has handed the message to the SMTP server, which does not answer: kill now.
    await smtp.hung;
    await killHard(server);
    expect(smtp.received).toHaveLength(0);

    smtp.mode = 'accept';
    server = await startServerProcess(env, port);
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail && addressOf(mail)).toBe(email);
    expect(mail?.subject).toBe('Confirm your e-mail address — Refocus');
    await stopGracefully(server);
  }, 120_000);
});
