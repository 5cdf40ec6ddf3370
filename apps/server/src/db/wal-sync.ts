import fs from 'node:fs/promises';

/**
 * Makes committed SQLite writes durable off the event loop (decision 054). The writer runs
 * with `synchronous = NORMAL`: a commit writes its frames to the write-ahead log and returns
 * without waiting for the disk (the database stays consistent after a power loss; WAL mode
 * guarantees that at NORMAL). Before a write is answered, `synced()` flushes the log with
 * `fdatasync` on libuv's thread pool, so an answered write is on disk, as `FULL` promised,
 * but no commit holds the event loop for the disk (a flush takes milliseconds, and at times
 * far more on a busy disk).
 *
 * Commits that land while a flush runs share the next one (a group commit): a flush that
 * began before a commit may miss its frames, so each caller waits for one that starts after.
 */
export class WalSync {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly flush: () => Promise<void>) {}

  /** The WAL of the SQLite database at `file`, flushed with `fdatasync`. */
  static forDatabase(file: string): WalSync {
    return new WalSync(async () => {
      // No log yet (nothing written since it was checkpointed away): nothing to flush.
      const wal = await fs.open(`${file}-wal`, 'r+').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!wal) return;
      try {
        await wal.datasync();
      } finally {
        await wal.close();
      }
    });
  }

  /** Resolves once every commit made before the call is on disk. */
  synced(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const queued = this.running
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<void> {
    const flushing = this.flush().finally(() => {
      if (this.running === flushing) this.running = undefined;
    });
    this.running = flushing;
    return flushing;
  }
}
