import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs `work` while one process per core spins, at the normal priority, doing nothing useful:
 * the cores as busy as (b) keeps them, with none of the busy threads the server's. What
 * `/api/health` measures then is the machine's floor: how long two processes that must each be
 * given a core (the server's event loop and the probe) wait for it when every core is taken.
 * (d) cannot be lower than that, whatever the server does.
 */
export async function withBusyCores<T>(work: () => Promise<T>, count = os.cpus().length): Promise<T> {
  const spinners: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    return await work();
  } finally {
    await Promise.all(
      spinners.map(
        (spinner) =>
          new Promise<void>((resolve) => {
            if (spinner.exitCode !== null || spinner.signalCode !== null) return resolve();
            spinner.once('exit', () => resolve());
            spinner.kill('SIGKILL');
          }),
      ),
    );
  }
}
