import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Web component tests (*.test.tsx) choose happy-dom in their first line.
    include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time keeps SQLite fsyncs and PostgreSQL busy, not thrashing.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
