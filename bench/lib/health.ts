import { spawn } from 'node:child_process';
import path from 'node:path';

export interface HealthFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * `/api/health` of `base` timed from a process of its own (health-probe.ts) for `seconds`, one
 * request at a time, `intervalMs` after each answer, from `startAt` (epoch ms) when given.
 */
export function probeHealth(
  base: string,
  seconds: number,
  { intervalMs = 10, startAt }: { intervalMs?: number; startAt?: number } = {},
): Promise<HealthFigures> {
  const args = [base, String(seconds), String(intervalMs), ...(startAt ? [String(startAt)] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'health-probe.ts'), ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`health probe exited ${code}`)),
    );
  });
}
