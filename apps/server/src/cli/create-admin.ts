import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureAdmin } from '../modules/auth/auth.public.js';

/**
 * `npm run admin:create -- --email a@b.c --password '…' [--name 'Ada']`: creates an admin,
 * or promotes an existing account (and resets its password when one is given).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]');
  process.exit(2);
}
if (values.password !== undefined && (values.password.length < 8 || values.password.length > 128)) {
  console.error('The password must be 8 to 128 characters long.');
  process.exit(2);
}
const database = openDatabase(loadConfig());
try {
  await migrateToLatest(database.db);
  const outcome = await ensureAdmin(
    database.db,
    { email: values.email, password: values.password, name: values.name },
    { resetPassword: true },
  );
  console.log(`Admin ${values.email}: ${outcome}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
