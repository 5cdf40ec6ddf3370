import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../errors/app-error.js';
import { imagesErrors } from './images-errors.js';

/**
 * Image work waits its turn here. sharp and argon2 share libuv's thread pool: sixteen
 * 40-megapixel uploads at once used to hold every thread and made a sign-in wait 12 s. At
 * most `workers` images are decoded at a time, at most `queueMax` wait; one more is
 * refused at once with 503 and Retry-After instead of piling up.
 */
export class ImageQueue {
  private readonly limit: LimitFunction;

  constructor(
    workers: number,
    private readonly queueMax: number,
  ) {
    this.limit = pLimit(workers);
  }

  /** Throws `busy` (503) when the queue is full; the caller sets Retry-After. */
  assertRoom(): void {
    if (this.limit.pendingCount >= this.queueMax && this.limit.activeCount >= this.limit.concurrency) {
      throw new AppError('busy', imagesErrors.serverBusyOtherPhotos, 'image');
    }
  }

  /** Images being worked on now, and images waiting their turn (tests watch the queue fill). */
  get load(): { working: number; waiting: number } {
    return { working: this.limit.activeCount, waiting: this.limit.pendingCount };
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    this.assertRoom();
    return this.limit(work);
  }
}

/** Seconds a client is asked to wait when the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
