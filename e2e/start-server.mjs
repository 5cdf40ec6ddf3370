// Starts the built server for the e2e suite on a fresh data folder with demo data.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR lets two runs on one machine keep apart (with E2E_PORT and E2E_OIDC_PORT).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'e2e', '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
// One browser on 127.0.0.1 plays every visitor: the per-client limit on uncached catalogue reads is for strangers.
process.env.CATALOGUE_MISSES_PER_MINUTE ??= '100000';
delete process.env.DATABASE_URL;
await import(path.join(root, 'apps/server/dist/main.js'));
