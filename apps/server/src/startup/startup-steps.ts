import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock.js';
import { type Config, servedOrigin } from '../config.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureAdmin } from '../modules/auth/auth.public.js';
import { configuredImageStore } from '../modules/images/images.public.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { withStartupLock } from './startup-lock.js';

export interface StartupOutcome {
  migrations: string[];
  admin: 'created' | 'promoted' | 'unchanged' | undefined;
  demoListings: number;
}

/**
 * What `main` does before it listens (decision 005): bring the schema up to date, then the
 * one-time work — the first admin from ADMIN_EMAIL, demo data when asked for — all under
 * the start-up lock, so instances started together do it exactly once.
 */
export async function runStartupSteps(
  database: Database,
  config: Pick<Config, 'firstAdmin' | 'seedDemo' | 'dataDir'> &
    Partial<Pick<Config, 'publicUrl' | 'port' | 'host'>> & {
      s3?: Config['s3'];
    },
  log: FastifyBaseLogger,
  /** The time the first admin and the demo data are written at. */
  clock: Clock = systemClock,
): Promise<StartupOutcome> {
  const outcome = await withStartupLock(database, async (trx) => {
    const migrations = await migrateToLatest(trx, { inTransaction: true });
    const admin = config.firstAdmin
      ? await ensureAdmin(trx, config.firstAdmin, { resetPassword: false, clock })
      : undefined;
    const demoListings = config.seedDemo
      ? await seedDemoData(
          trx,
          await configuredImageStore(config),
          clock().getTime(),
          // Where the demo's saved-search alerts link when PUBLIC_URL is not set: the address people open.
          config.publicUrl ?? servedOrigin(config.host ?? '127.0.0.1', config.port ?? 3000),
        )
      : 0;
    return { migrations, admin, demoListings };
  });
  if (outcome.migrations.length > 0) log.info({ migrations: outcome.migrations }, 'database migrated');
  if (outcome.admin && outcome.admin !== 'unchanged') {
    log.info({ outcome: outcome.admin }, 'admin account from ADMIN_EMAIL ready');
  }
  if (outcome.demoListings > 0) log.info({ listings: outcome.demoListings }, 'demo data seeded');
  return outcome;
}
