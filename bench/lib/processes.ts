import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerProcess, stopGracefully } from '../../apps/server/test/server-process.js';

/**
 * The load generator is one client playing many: the per-client miss limit would cap it. Its
 * 25 sellers write about 150 listings per (c) run on a catalogue kept between runs: a person's
 * daily limit would turn the writes of a day's later runs into 429s (still checked on every new
 * listing, as in a shop).
 */
const BENCH_LIMITS = { CATALOGUE_MISSES_PER_MINUTE: '100000000', LISTINGS_PER_DAY: '1000000' };

/**
 * Starts the built server (apps/server/dist/main.js) as `npm start` runs it, through the one
 * harness tests use too, and waits until it is ready. Logging stays at its default level
 * unless `env` says otherwise; stdout (the request log) goes to `logFile`, or nowhere, so the
 * bench pays for writing it as a shop would.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  logFile?: string,
): Promise<ChildProcess> {
  const server = await startServerProcess({ LOG_LEVEL: 'info', ...BENCH_LIMITS, ...env }, port, {
    echoStderr: true,
    ...(logFile ? { stdoutFile: logFile } : {}),
  });
  await storefrontIndexLoaded(`http://127.0.0.1:${port}`);
  return server.child;
}

/**
 * Starts `serverDir/dist/main.js`, the build of this checkout's apps/server or of another's (a
 * worktree of an older commit), as startServer does with this one's: `node dist/main.js` in that
 * folder, with the environment the harness (apps/server/test/server-process.ts) gives it, stdout
 * to `logFile`, and waits until it is ready: up to 10 minutes, as a newer build first migrates a
 * catalogue an older one wrote (a million listings).
 */
export async function startBuild(
  serverDir: string,
  env: Record<string, string>,
  port: number,
  logFile: string,
): Promise<ChildProcess> {
  const stdout = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      ...BENCH_LIMITS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  fs.closeSync(stdout);
  child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = AbortSignal.timeout(600_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${serverDir}: the server exited with ${child.exitCode}`);
    if (deadline.aborted) {
      await stop(child);
      throw new Error(`${serverDir}: the server was not ready within 10 minutes`);
    }
    const ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (ready?.ok) break;
    await sleep(100);
  }
  await storefrontIndexLoaded(base);
  return child;
}

/**
 * Waits for an older build's storefront index (decision 043, removed by 058) to finish loading,
 * and says how long it took, so an A/B run measures that build's steady state too. A current
 * build reports no index and is waited for not at all.
 */
export async function storefrontIndexLoaded(base: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const ready = (await (await fetch(`${base}/api/ready`)).json()) as { storefrontIndex?: string };
    if (ready.storefrontIndex !== 'loading') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 0.5)
    console.log(`(storefront index loaded ${seconds.toFixed(1)} s after the server was ready)`);
}

/** SIGTERM, and resolves once the process has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return stopGracefully({ child, url: '', stderr: () => '' });
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

/**
 * CPU time (user + system, ms) a process has used, every thread, from /proc (Linux; 10 ms
 * ticks). Per request it is a figure a busy machine distorts far less than requests per second.
 */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
