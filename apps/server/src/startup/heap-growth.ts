import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived the last full collection: 50 %. By default
 * V8 picks a factor of up to 4 from how fast the app allocates, and uncached catalogue traffic
 * allocates fast (rows, JSON, compressed pages), so the event loop's heap grew to 330 MiB around
 * 120 MiB of live data and the process passed 500 MB at a million listings. With 50 % it stayed
 * near 410 MiB at the same throughput (docs/performance.md, decision 040). A soft limit: the
 * heap still grows with what is really kept; only the slack shrinks. V8's flags are the
 * process's, so the read workers' heaps follow it too.
 */
const HEAP_GROWING_PERCENT = 50;

/** Applies the growth factor unless the command line chose one (`node --heap-growing-percent=…`). */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (
    execArgv.some(
      (arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'),
    )
  ) {
    return;
  }
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
