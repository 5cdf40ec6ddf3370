import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Starts the built server (apps/server/dist/main.js) as `npm start` runs it and waits until it
 * is ready. Logging stays at its default level unless `env` says otherwise; stdout (the
 * request log) goes to `logFile`, or nowhere, so the bench pays for writing it as a shop would.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  logFile?: string,
): Promise<ChildProcess> {
  const stdout = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      // The load generator is one client playing many: the per-client miss limit would cap it.
      CATALOGUE_MISSES_PER_MINUTE: '100000000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} (port ${port} taken?)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB, read from /proc (Linux). */
export async function residentMiB(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples a process's resident memory every second; `stop()` answers the highest seen. */
export function sampleMemory(pid: number): { stop(): Promise<number> } {
  let highest = 0;
  const timer = setInterval(() => {
    residentMiB(pid)
      .then((mib) => {
        highest = Math.max(highest, mib);
      })
      .catch(() => {});
  }, 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      return Math.max(highest, await residentMiB(pid).catch(() => 0));
    },
  };
}
