/**
 * What the browser must download for the first view of `/` and `/products`, from the
 * built web app's index.html and Vite manifest: the entry chunk, its static imports and the
 * route's lazy chunk, gzipped (level 9; brotli as well, which the server sends), against the budget. Chunks that other screens load
 * later are listed apart. Exits non-zero when a budget is missed.
 *
 *   npm run bench:web                      # builds apps/web first
 *   BENCH_WEB_BUILD=0 npm run bench:web    # measures the existing build
 *   WEB_DIST_DIR=/tmp/web npm run bench:web  # builds into (and measures) another folder
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { analyseBuild, type SizedFile } from './first-view.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.resolve(process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'));
const BUDGET = { js: 125 * 1024, css: 20 * 1024 };
/** Each measured route and the lazy route module React Router loads for it. */
const ROUTES = {
  '/': 'src/features/home/routes/home-route.tsx',
  '/products': 'src/app/routes/products-route.tsx',
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: SizedFile[], key: 'bytes' | 'gzip' | 'brotli') =>
  files.reduce((total, f) => total + f[key], 0);

if (process.env.BENCH_WEB_BUILD !== '0') {
  console.log(`Building apps/web into ${path.relative(ROOT, DIST) || DIST} …`);
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  try {
    // Quiet unless it fails: Rollup's notes about comments inside zod are not ours to act on.
    execFileSync(process.execPath, [vite, 'build', '--outDir', DIST, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: 'pipe',
    });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${output.stdout ?? ''}${output.stderr ?? ''}`);
    throw error;
  }
}

console.log(
  `\n# Web bundle: first view (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)\n`,
);
let missed = false;
for (const view of analyseBuild(DIST, ROUTES)) {
  console.log(`## ${view.route}\n`);
  console.log('| file | raw | gzip | brotli |\n|---|---:|---:|---:|');
  for (const file of [...view.js, ...view.css]) {
    console.log(
      `| ${path.basename(file.file)} | ${kib(file.bytes)} | ${kib(file.gzip)} | ${kib(file.brotli)} |`,
    );
  }
  const js = sum(view.js, 'gzip');
  const css = sum(view.css, 'gzip');
  const jsOk = js <= BUDGET.js;
  const cssOk = css <= BUDGET.css;
  missed ||= !jsOk || !cssOk;
  console.log(
    `\nJS  ${view.js.length} files, ${kib(js)} gzip (budget ${kib(BUDGET.js)}) ${jsOk ? 'ok' : 'OVER'}, ` +
      `${kib(sum(view.js, 'brotli'))} brotli` +
      `\nCSS ${view.css.length} files, ${kib(css)} gzip (budget ${kib(BUDGET.css)}) ${cssOk ? 'ok' : 'OVER'}, ` +
      `${kib(sum(view.css, 'brotli'))} brotli` +
      `\nLater (code-split, loaded by other screens): ${view.later.length} files, ${kib(sum(view.later, 'gzip'))} gzip\n`,
  );
}
if (missed) {
  console.log('A first-view budget is missed.');
  process.exitCode = 1;
}
