import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/all-migrations.js';
import type { DB } from './schema.js';

/**
 * Brings the schema up to date; fails loudly naming the migration that broke. With
 * `inTransaction`, `db` is a connection inside a transaction the caller opened (the
 * start-up lock), and the migrator opens none of its own.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  options: { inTransaction?: boolean } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    disableTransactions: options.inTransaction ?? false,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
