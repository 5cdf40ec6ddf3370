import path from 'node:path';
import { parseArgs } from 'node:util';
import { BadArchiveError } from '../backup/checked-archive.js';
import { RestoreRefusedError, restoreBackup } from '../backup/restore-backup.js';
import { loadConfig } from '../config.js';

/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the
 * configured database and photo store, which must be empty unless --force; never beside a
 * running shop (decision 061). Exit 2: bad usage or a refusal; 1: the restore failed.
 */
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
try {
  const outcome = await restoreBackup(loadConfig(), file, { force: values.force });
  const { manifest } = outcome;
  console.log(
    `Restored ${manifest.shop}'s backup of ${manifest.createdAt} (migration ${manifest.migrations.at(-1)}): ` +
      `${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows, ${outcome.photoFiles} photo files.`,
  );
  if (outcome.migrations.length > 0) console.log(`Migrated since: ${outcome.migrations.join(', ')}`);
  if (outcome.misplacedListings > 0) {
    console.error(`${outcome.misplacedListings} listings took a new place in the storefront's order.`);
  }
} catch (error) {
  const refused = error instanceof RestoreRefusedError || error instanceof BadArchiveError;
  console.error(refused ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = refused ? 2 : 1;
}
