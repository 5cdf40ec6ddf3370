/** Lets the requests that arrived meanwhile run before background work takes its next step. */
export const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Background work run over and over in this process (saved-search alerts, the search index's
 * merges): the next wait starts when a run ends, so runs never overlap, and a failed run is
 * handed to `onError` and tried again at the next one. The timer does not keep the process alive.
 */
export class RepeatingRun {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Runs first after `firstAfterMs`, then `intervalMs` after each run ends. */
  start(intervalMs: number, firstAfterMs = intervalMs): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.run()
        .catch(this.onError)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, firstAfterMs).unref();
  }

  /** No run starts after this; answers once the run in hand, if any, has ended. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
