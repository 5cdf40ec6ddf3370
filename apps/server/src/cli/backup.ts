import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, writeBackup } from '../backup/write-backup.js';
import { loadConfig } from '../config.js';

/**
 * `npm run backup [-- --out FILE]`: one archive of the shop (database, photos, manifest) while
 * it keeps serving (decision 061). Prints the archive's path, alone on stdout.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
// npm runs the script in apps/server: a relative path is the operator's, from where they typed it.
const here = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const file = path.resolve(here, values.out ?? backupFileName(config));
try {
  const manifest = await writeBackup(config, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.error(
    `Backed up ${rows} rows of ${manifest.tables.length} tables and ${manifest.photos.files} photo files (migration ${manifest.migrations.at(-1)}).`,
  );
  console.log(file);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
