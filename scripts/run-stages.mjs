// `npm test` and `npm run test:fast`: runs the stages one after another, stops at the first that
// fails, and prints each stage's wall time, so a slow run shows where its time went.
import { spawnSync } from 'node:child_process';

const STAGES = {
  typecheck: { command: 'npm run typecheck' },
  lint: { command: 'npm run lint' },
  'API and component tests': { command: 'npm run test:api' },
  // Without TEST_DATABASE_URL the API tests run on SQLite only.
  'API tests on SQLite': { command: 'npm run test:api', env: { TEST_DATABASE_URL: '' } },
  build: { command: 'node scripts/build-if-stale.mjs' },
  journeys: { command: 'npm test -w e2e' },
};

const SETS = {
  // Everything, on SQLite and PostgreSQL (when TEST_DATABASE_URL is set) and in the browser.
  all: ['typecheck', 'lint', 'API and component tests', 'build', 'journeys'],
  // The inner loop: no PostgreSQL, no browser.
  fast: ['typecheck', 'lint', 'API tests on SQLite'],
};

const set = process.argv[2] ?? 'all';
const names = SETS[set];
if (!names) throw new Error(`unknown stage set "${set}": ${Object.keys(SETS).join(', ')}`);

const times = [];
const started = Date.now();
let failed;
for (const name of names) {
  const { command, env } = STAGES[name];
  console.log(`\n== ${name}: ${command}`);
  const began = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  times.push([name, Date.now() - began]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
console.log('\n== Stage times');
for (const [name, ms] of times) console.log(`  ${name.padEnd(26)}${seconds(ms)}`);
console.log(`  ${'total'.padEnd(26)}${seconds(Date.now() - started)}`);
if (failed) {
  console.log(`\n${failed} failed.`);
  process.exit(1);
}
