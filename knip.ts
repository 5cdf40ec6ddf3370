import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies, and dependencies used but not declared, fail
 * `npm run lint` (decision 011). Each workspace lists its entry points; everything not
 * reachable from one is reported.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      // Migrations are loaded by Kysely's Migrator, which calls their `up`/`down` by name. The
      // listing writer is bundled on its own for the SQLite read workers (decision 054).
      entry: [
        'src/cli/*.ts',
        'src/**/*.test.ts',
        'src/db/migrations/[0-9]*.ts',
        'src/modules/products/listing-writer.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.mjs'],
      // Debian's redis-server, started by the Redis outage test (.ci/run installs it).
      ignoreBinaries: ['redis-server'],
    },
    'apps/web': {
      // app/routes: route modules, whose `clientLoader` lazyRoute reads from the module object.
      entry: ['src/entry-server.tsx', 'src/**/*.test.{ts,tsx}', 'src/app/routes/*.tsx'],
      project: ['src/**/*.{ts,tsx,css}', 'test/**/*.tsx', 'vite-plugins/**/*.ts'],
    },
    e2e: {
      entry: ['specs/**/*.spec.ts'],
      project: ['**/*.{ts,mjs}'],
    },
    bench: {
      // Started as its own process by api/run.ts.
      entry: ['lib/health-probe.ts'],
      project: ['**/*.ts'],
    },
  },
  // Tailwind and daisyUI are imported by the stylesheet (`@import`, `@plugin`).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@(?:import|plugin)\s+["']([^"']+)["']/g)]
        .map(([, name]) => `import '${name}';`)
        .join('\n'),
  },
};

export default config;
