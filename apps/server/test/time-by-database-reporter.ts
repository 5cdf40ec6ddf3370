import type { Reporter, TestModule } from 'vitest/node';

type Bucket = 'SQLite' | 'PostgreSQL' | 'no database';

/** The database a test ran on, from its suite's name (`… on sqlite`, `… on postgres`). */
function bucketOf(fullName: string): Bucket {
  if (/\bon postgres\b/.test(fullName)) return 'PostgreSQL';
  if (/\bon sqlite\b/.test(fullName)) return 'SQLite';
  return 'no database';
}

/**
 * After the run, how much of the workers' time each database took (most files run the same tests
 * on both), so CI's log shows where the time goes. A file's time (set-up included) is shared
 * among the databases in proportion to its tests' own time on each.
 */
export default class TimeByDatabaseReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const totals: Record<Bucket, number> = { SQLite: 0, PostgreSQL: 0, 'no database': 0 };
    for (const module of modules) {
      const own: Record<Bucket, number> = { SQLite: 0, PostgreSQL: 0, 'no database': 0 };
      let tests = 0;
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration ?? 0;
        own[bucketOf(test.fullName)] += duration;
        tests += duration;
      }
      const fileTime = module.diagnostic().duration;
      for (const bucket of Object.keys(own) as Bucket[]) {
        totals[bucket] +=
          tests > 0 ? (fileTime * own[bucket]) / tests : bucket === 'no database' ? fileTime : 0;
      }
    }
    const lines = (Object.entries(totals) as [Bucket, number][]).map(
      ([bucket, ms]) => `  ${bucket.padEnd(12)}${(ms / 1000).toFixed(0).padStart(5)} s`,
    );
    console.log(`\nTest time by database, summed over the workers:\n${lines.join('\n')}\n`);
  }
}
