import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** `npm run db:migrate`: brings the configured database's schema up to date, then exits. */
const config = loadConfig();
const database = openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(
    applied.length > 0 ? `Applied: ${applied.join(', ')}` : `Already up to date (${database.dialect}).`,
  );
} finally {
  await database.close();
}
