// Adds lockfile entries for platform-specific optional packages that the registry mirror
// of our build machines does not serve (for example @rollup/rollup-darwin-arm64). npm leaves
// them out of package-lock.json there, and `npm ci` then refuses the lockfile as out of sync,
// on every machine. Run after changing dependencies: `npm run deps:lock`.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

/** os, cpu and libc of a platform package, read from its name (`…-linux-arm64-musl`). */
function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl')) ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[hoisted] = { version: range, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform package entries`);
