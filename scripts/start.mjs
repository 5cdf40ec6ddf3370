// `npm start`: builds whatever is missing or older than its sources, then runs the server
// in this process (it serves the web app and the API on one port).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contract = path.join(root, 'packages/contract/src');

const targets = [
  {
    name: 'web app',
    // Written last by the web build (the browser's build, then the server renderer).
    output: path.join(root, 'apps/web/dist-server/entry-server.js'),
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', contract],
    build: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    output: path.join(root, 'apps/server/dist/main.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/listing-writer-build.mjs', contract],
    build: 'npm run build -w apps/server',
  },
];

function newestChange(entry) {
  const full = path.resolve(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newestChange(path.join(full, name))));
}

for (const target of targets) {
  const builtAt = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
  if (builtAt < Math.max(...target.sources.map(newestChange))) {
    console.log(`Building the ${target.name}…`);
    execSync(target.build, { cwd: root, stdio: 'inherit' });
  }
}

await import(path.join(root, 'apps/server/dist/main.js'));
