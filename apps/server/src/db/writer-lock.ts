import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';

export interface WriterLockOptions {
  /** Writers waiting for their turn; one more is refused at once with `overloaded` (503). */
  queueLimit: number;
  /** How long a writer waits for its turn before it gives up with `overloaded` (503). */
  waitMs: number;
}

interface Waiter {
  grant(): void;
  timer: NodeJS.Timeout;
}

const BUSY = platformErrors.shopBusyRightNow;

/**
 * One writer at a time on SQLite's read-write connection, in arrival order, as Kysely's own
 * SQLite driver does, but bounded like PostgreSQL's pool (decision 008): a write that cannot
 * start within `waitMs`, or that finds `queueLimit` writes already waiting, answers 503 with
 * `Retry-After` instead of queueing into the client's timeout. A writer that gave up has
 * started nothing, so nothing is half-written. The longest usual hold is one turn of the search
 * index's merges (decision 056): 17 ms at the median at a million listings, 745 ms at most.
 */
export class WriterLock {
  private held = false;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: WriterLockOptions) {}

  /** Resolves with the function that hands the writer on, once it is this caller's turn. */
  lock(): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(new AppError('overloaded', BUSY));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(
            new AppError('overloaded', {
              ...platformErrors.shopBusyWaited,
              values: { waitMs: String(this.options.waitMs) },
            }),
          );
        }, this.options.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Writers waiting for their turn now (for tests and metrics). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Whether a writer has its turn now. */
  get isHeld(): boolean {
    return this.held;
  }

  /** Releasing twice is harmless: only the first call hands the writer on. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.held = false;
    };
  }
}
