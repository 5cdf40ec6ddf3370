import type { ServerResponse } from 'node:http';
import pLimit from 'p-limit';
import { AppError } from '../../errors/app-error.js';
import { catalogueErrors } from './catalogue-errors.js';

export interface MissAdmissionOptions {
  /** Catalogue misses worked on at once; the rest wait their turn, first come first served. */
  concurrency: number;
  /** Misses waiting for a turn; one more answers `overloaded` (503 with `Retry-After`). */
  queueLimit: number;
}

/**
 * Lets a few catalogue misses be worked on at a time and queues the rest in arrival order
 * (decision 042). Without it every miss that arrives starts at once: fifty of them share the
 * event loop and the read workers, each one's queries wait behind the others' at every step,
 * and the event loop's turns grow long enough to hold up everything else (the health check,
 * sign-ins, cache hits). With a few at a time, a waiting miss costs nothing until its turn,
 * a turn of the event loop stays short, and misses finish in the order they came.
 */
export function missAdmission(options: MissAdmissionOptions) {
  const limit = pLimit(options.concurrency);

  /**
   * Resolves when this request may start its work, with the means to end its turn once the work
   * that needs one is done (its reads and writing, not the compressing and sending of its
   * answer). The turn ends then, or when its response closes (sent, failed or abandoned by the
   * client), whichever comes first.
   */
  return function admit(response: ServerResponse): Promise<() => void> {
    if (limit.pendingCount >= options.queueLimit) {
      return Promise.reject(new AppError('overloaded', catalogueErrors.shopBusyRightNow));
    }
    return new Promise<() => void>((admitted) => {
      void limit(
        () =>
          // Ending a turn resolves this promise, which gives the turn back once however often it is ended.
          new Promise<void>((turnOver) => {
            const endTurn = () => turnOver();
            // A client that gave up while waiting: its turn is over before it starts.
            if (response.closed || response.destroyed) endTurn();
            else response.once('close', endTurn);
            admitted(endTurn);
          }),
      );
    });
  };
}
