import { defineConfig } from 'vitest/config';

/** What both projects share; the global set-up stays at the root, so it runs once per run. */
const shared = {
  pool: 'forks',
  testTimeout: 20_000,
  hookTimeout: 60_000,
  exclude: ['**/node_modules/**', '**/dist/**'],
} as const;

/** Files that count the whole process's threads: in a process of their own, no earlier file's threads in it. */
const PROCESS_WIDE = ['apps/server/src/db/reads-off-event-loop.test.ts'];

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
const WEB_REPLACING_MODULES = ['apps/web/src/app/auth-gate.test.tsx', 'apps/web/src/lib/api-client.test.ts'];

export default defineConfig({
  test: {
    // Builds the server when a source is newer and migrates the PostgreSQL template database the test
    // apps copy (apps/server/test/migrated-template.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    reporters: ['default', './apps/server/test/time-by-database-reporter.ts'],
    // Two cores: two test files at a time keeps SQLite fsyncs and PostgreSQL busy, not thrashing.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...shared.exclude, ...PROCESS_WIDE],
          // Each worker loads Fastify, sharp, Kysely and the app once and runs its files one
          // after another, instead of importing them afresh for every file: that import was
          // 266 of the suite's 653 s. Server tests share no module state they depend on (each
          // builds its own app on its own database); none mocks a module.
          isolate: false,
        },
      },
      { test: { ...shared, name: 'server-alone', include: PROCESS_WIDE } },
      {
        test: {
          ...shared,
          name: 'web',
          // Component tests (*.test.tsx) choose happy-dom in their first line. Like the server's,
          // they share each worker's modules (React, the app, the API server it renders against)
          // instead of importing them afresh per file: that import was most of the web files'
          // time. Each test renders its own app with its own query client, session and server.
          include: WEB_TESTS,
          exclude: [...shared.exclude, ...WEB_REPLACING_MODULES],
          isolate: false,
          // The page (happy-dom's window) is shared too: a spy on a global (URL.createObjectURL,
          // an element's click) is undone after each test, so no file sees another's.
          restoreMocks: true,
        },
      },
      {
        // Files that replace a module (vi.mock) or a global (vi.stubGlobal), which must not
        // reach the next file: each in a fresh module graph.
        test: { ...shared, name: 'web-isolated', include: WEB_REPLACING_MODULES },
      },
    ],
  },
});
