// Builds what is missing or older than its sources: `npm start` before it runs the server, the
// API tests before they start the built server, the journeys before they open the browser. So
// one `npm test` builds each part once, and a second run builds nothing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const contract = path.join(root, 'packages/contract/src');
// The words: the web app bundles its translations; the server bundles the package's code.
const i18n = path.join(root, 'packages/i18n');

export const BUILD_TARGETS = {
  web: {
    name: 'web app',
    // Written last by the web build (the browser's build, then the server renderer).
    output: path.join(root, 'apps/web/dist-server/entry-server.js'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      contract,
      i18n,
    ],
    build: 'npm run build -w apps/web',
  },
  server: {
    name: 'server',
    output: path.join(root, 'apps/server/dist/main.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', contract, i18n],
    build: 'npm run build -w apps/server',
  },
};

function newestChange(entry) {
  const full = path.resolve(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newestChange(path.join(full, name))));
}

/** Builds each named target (`web`, `server`) whose output is missing or older than a source. */
export function buildIfStale(names = Object.keys(BUILD_TARGETS)) {
  for (const name of names) {
    const target = BUILD_TARGETS[name];
    const builtAt = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
    if (builtAt < Math.max(...target.sources.map(newestChange))) {
      console.log(`Building the ${target.name}…`);
      execSync(target.build, { cwd: root, stdio: 'inherit' });
    }
  }
}

// `node scripts/build-if-stale.mjs [web] [server]`: all targets when none is named.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  buildIfStale(named.length > 0 ? named : undefined);
}
