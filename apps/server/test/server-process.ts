import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr, for failure messages. */
  stderr(): string;
}

/** Starts the real server (src/main.ts through tsx) as its own process and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: several processes may be starting (and seeding) on a busy 2-core machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, child, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
