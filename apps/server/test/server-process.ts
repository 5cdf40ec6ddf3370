import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The one way tests and benches start the real server as its own process (crash durability,
 * the CLI, shutdown, several instances, the journeys): the built `dist/main.js`, as `npm start`
 * runs it. The API tests' global set-up builds it when a source is newer; it starts in about
 * 1.8 s where the source through tsx took 3.2 s.
 */
const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr, for failure messages. */
  stderr(): string;
}

export interface StartOptions {
  /** Also copy the server's stderr to this process's (benches show the server's warnings). */
  echoStderr?: boolean;
  /** Append the server's stdout (its request log) to this file; by default it goes nowhere. */
  stdoutFile?: string;
  /**
   * How long to wait for `/api/ready`; 120 s by default, generous: several processes may be
   * starting (and seeding) on a busy 2-core machine.
   */
  readyWithinMs?: number;
}

/**
 * Starts the server on `port` of 127.0.0.1 with `env` (without demo data and logging warnings
 * only, unless `env` says otherwise) and answers once `/api/ready` does.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  { echoStderr = false, stdoutFile, readyWithinMs = 120_000 }: StartOptions = {},
): Promise<ServerProcess> {
  const stdout = stdoutFile ? fs.openSync(stdoutFile, 'a') : 'ignore';
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // A busy test machine must not make the server shed load (see test-app.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    if (echoStderr) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = AbortSignal.timeout(readyWithinMs);
  while (!deadline.aborted) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early with ${child.exitCode} (port ${port} taken?): ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) })).ok) {
        return { url, child, stderr: () => stderr };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await killHard({ url, child, stderr: () => stderr });
  throw new Error(`server did not become ready within ${readyWithinMs} ms: ${stderr}`);
}

/** SIGKILL: the process gets no chance to finish anything (crash tests). */
export function killHard(server: ServerProcess): Promise<void> {
  return stopWith(server, 'SIGKILL');
}

/** SIGTERM: the server's own graceful shutdown; resolves when the process has exited. */
export function stopGracefully(server: ServerProcess): Promise<void> {
  return stopWith(server, 'SIGTERM');
}

function stopWith(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
