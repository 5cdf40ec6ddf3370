// Bundles the server and the contract package's TypeScript into dist/; npm packages stay
// external (native addons like better-sqlite3 and sharp cannot be bundled).
import fs from 'node:fs';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@refocus/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/migrate-images': 'src/cli/migrate-images.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The SQLite read pool's worker and the writer's thread are plain JavaScript loaded by file name
// at run time (sqlite-read-pool.ts and sqlite-writer.ts look beside the bundle), so they are
// copied, not bundled.
fs.copyFileSync('src/db/sqlite-read-worker.cjs', 'dist/sqlite-read-worker.cjs');
fs.copyFileSync('src/db/sqlite-writer-worker.cjs', 'dist/sqlite-writer-worker.cjs');
fs.copyFileSync('src/db/sqlite-statement-cache.cjs', 'dist/sqlite-statement-cache.cjs');
