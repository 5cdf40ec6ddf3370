import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';

const WORKER_FILE = 'sqlite-read-worker.cjs';
const WORKER_YOUNG_GENERATION_MB = 8;

/** The folders a file copied or bundled beside this module may be in. */
export function besideThisModule(name: string): string[] {
  // File paths, not URL objects: the web's component tests run this under a DOM whose global
  // URL is not Node's.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, name), path.join(here, '..', name)];
}

/**
 * Finds the worker beside this module: `src/db/` under tsx and Vitest, `dist/` (or `dist/`
 * above `dist/cli/`) in the bundled server, where build.mjs copies it.
 */
function workerFile(): URL {
  const found = besideThisModule(WORKER_FILE).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${WORKER_FILE} not found beside ${import.meta.url}`);
  return pathToFileURL(found);
}

export interface SqliteReadPoolOptions {
  file: string;
  workers: number;
  /** Reads waiting for a worker; beyond it a read fails at once with `overloaded` (503). */
  queueLimit: number;
}

/**
 * Read queries on worker threads, each with its own read-only connection, so a slow query
 * holds a worker rather than the event loop (decision 008).
 */
export class SqliteReadPool {
  private readonly pool: Piscina;
  /** Reads sent and not yet answered: running on a worker or waiting for one. */
  private inFlight = 0;

  constructor(options: SqliteReadPoolOptions) {
    this.pool = new Piscina({
      filename: workerFile().href,
      minThreads: options.workers,
      maxThreads: options.workers,
      maxQueue: options.queueLimit,
      // Workers live as long as the app: opening a connection per burst would cost more.
      idleTimeout: Number.POSITIVE_INFINITY,
      // Nobody reads the pool's own run- and wait-time histograms: recording them cost the event
      // loop two native calls per read, three or four reads per uncached page.
      recordTiming: false,
      workerData: { file: options.file },
      // A read's rows live for one task: a small young generation collects them as often and as
      // cheaply, where V8's default let each worker's grow to tens of MiB (RSS 504 MiB at a
      // million listings with 2 workers, 463 with 8 MiB; worker CPU per request unchanged).
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
  }

  /** Reads on a worker now, and reads waiting for one. */
  get load(): { running: number; waiting: number } {
    const waiting = this.pool.queueSize;
    return { running: this.inFlight - waiting, waiting };
  }

  async all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    this.inFlight++;
    try {
      return (await this.pool.run({ sql, parameters })) as unknown[];
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new AppError('overloaded', platformErrors.shopBusyRightNow, undefined, {
          cause: error,
        });
      }
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  private closing: Promise<void> | undefined;

  /** Ends the workers; later calls wait for the same end. */
  close(): Promise<void> {
    this.closing ??= this.pool.destroy();
    return this.closing;
  }
}
