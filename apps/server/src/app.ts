import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { listApiRoutes } from './app/api-route-list.js';
import { registerApiRoutes } from './app/api-routes.js';
import { createHttpServer } from './app/http-server.js';
import { createJobWorker } from './app/job-worker.js';
import { registerPlatformPlugins } from './app/platform-plugins.js';
import { wireServices } from './app/services.js';
import { openSharedState } from './app/shared-state.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { ServerLanguages } from './i18n/server-languages.js';
import { Metrics } from './metrics/metrics.js';
import { type PasswordCost, PasswordHasher, resolveTokenSecret } from './modules/auth/auth.public.js';
import type { BackupRestorer, BackupRunner, BackupScheduler } from './modules/backups/backups.public.js';
import { catalogueVersionSource } from './modules/catalogue/catalogue.public.js';
import type { LiveEvents } from './modules/events/events.public.js';
import { configuredImageStore, type ImageQueue, type ImageStore } from './modules/images/images.public.js';
import type { JobWorker } from './modules/jobs/jobs.public.js';
import type { MailTransport } from './modules/mail/mail.public.js';
import { MaintenanceMode } from './modules/maintenance/maintenance.public.js';
import type { SavedSearchAlerts } from './modules/saved-searches/saved-searches.public.js';
import { webApp } from './plugins/web-app.js';
import { createPrivateDir } from './private-files.js';
import type { EventBus } from './shared-state/event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    imageStore: ImageStore;
    /** Where image work waits its turn: tests read its load. */
    imageQueue: ImageQueue;
    /** Live events: in this process, or over Redis to every instance (decision 018). */
    eventBus: EventBus;
    /** Users' live event streams (`GET /api/events`, decision 023). */
    liveEvents: LiveEvents;
    metrics: Metrics;
    /** The durable job queue's worker (decision 014): started by `runJobs`, or run by hand in tests. */
    jobWorker: JobWorker;
    /** Saved-search alerts (decision 035): started with `runJobs`, or run by hand in tests. */
    savedSearchAlerts: SavedSearchAlerts;
    /** Scheduled backups (decision 063): started with `runJobs`, or asked by hand in tests. */
    backupScheduler: BackupScheduler;
    /** Takes the backups the job queue hands it; tests wait for `settled()`. */
    backupRunner: BackupRunner;
    /** Restores a backup from the admin page; tests wait for `settled()`. */
    backupRestorer: BackupRestorer;
    /** Whether the shop is in maintenance (decision 065). */
    maintenance: MaintenanceMode;
    mailTransport: MailTransport;
    /** The server's words in each language, for error messages and e-mails (decision 070). */
    languages: ServerLanguages;
    /** Every route with the access it declares: the authorization matrix test reads this. */
    apiRoutes: { method: string; url: string; access: string }[];
  }
  interface FastifyContextConfig {
    /** Error codes answered instead of `validation-failed` when this body field is invalid. */
    fieldErrorCodes?: Record<string, string>;
    /** Errors also carry `success: false` (the spec's image-host answer shape). */
    successFlag?: boolean;
  }
}

/**
 * The app `buildApp` builds: a Fastify instance with the decorations declared above. Naming it
 * brings those declarations along wherever the type travels (the web's component tests).
 */
export type RefocusApp = FastifyInstance;

export interface BuildOptions {
  /** An opened database whose schema is up to date; by default one is opened from `config`. */
  database?: Database;
  logger?: FastifyBaseLogger;
  /**
   * Start the job worker's loop in this process (`main` does). Off by default, so a test
   * runs jobs only when it asks (`app.jobWorker.runDue()`) or says `runJobs: true`.
   */
  runJobs?: boolean;
  /** The time as the app sees it; tests move it to expire links and leases. */
  clock?: Clock;
  /** What a password hash costs: OWASP's argon2id figure unless a test asks for less. */
  passwordCost?: PasswordCost;
}

/** How often SQLite's full-text indexes are looked at for merge work (decision 056): a look with none is one tiny transaction. */
const SEARCH_INDEX_MERGE_MS = 1000;

/**
 * Builds the whole application. It has no side effects on the database: it neither
 * migrates nor creates accounts nor seeds (that is `startup/`, run by `main.ts`, decision
 * 005). Tests and benches migrate first, then call this and use `inject()`. Closing the app
 * closes the database.
 *
 * The order: the server and what it holds, the services wired, then the plugins (the
 * platform, the API's route modules, the web app last), each after those it depends on.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? openDatabase(config);
  createPrivateDir(config.dataDir);
  const metrics = new Metrics();
  database.observeQueries((seconds, failed) =>
    metrics.querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  metrics.watchDatabaseLoad(() => database.load());
  const imageStore = await configuredImageStore(config, () => metrics.storageErrors.inc());
  const app = createHttpServer(config, options.logger);
  app.decorate('database', database);
  const languages = new ServerLanguages(config.currency);
  app.decorate('languages', languages);
  listApiRoutes(app);
  app.decorate('imageStore', imageStore);
  app.decorate('metrics', metrics);

  const shared = await openSharedState(config, app.log, metrics);
  app.decorate('eventBus', shared.eventBus);
  app.addHook('onClose', async () => {
    await shared.eventBus.close();
    shared.redis?.disconnect();
    imageStore.close?.();
  });
  const clock = options.clock ?? systemClock;
  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  // The page cache asks the catalogue version on every request.
  const catalogueVersion = catalogueVersionSource(database, shared.redis ? shared.eventBus : undefined);
  const maintenance = new MaintenanceMode({ database: config.database, db: database.db, log: app.log });
  const services = wireServices({
    config,
    database,
    imageStore,
    shared,
    clock,
    tokenSecret,
    passwords: new PasswordHasher(options.passwordCost),
    log: app.log,
    languages,
    maintenance,
    requestsDrained: (timeoutMs) => app.requestsDrained(timeoutMs),
    announceCatalogue: () => catalogueVersion.announce(),
  });
  const { jobWorker, mailTransport } = createJobWorker(
    config,
    database,
    clock,
    app.log,
    services.jobHandlers,
    languages,
  );
  app.decorate('jobWorker', jobWorker);
  app.decorate('mailTransport', mailTransport);
  app.decorate('liveEvents', services.liveEvents);
  app.decorate('imageQueue', services.imageQueue);
  app.decorate('savedSearchAlerts', services.savedSearchAlerts);
  app.decorate('backupScheduler', services.backupScheduler);
  app.decorate('backupRunner', services.backupRunner);
  app.decorate('backupRestorer', services.backupRestorer);
  app.decorate('maintenance', maintenance);
  // Background work, in one place: started with `runJobs`, paused while the shop is in
  // maintenance (decision 065), stopped on close.
  const background = {
    start() {
      jobWorker.start();
      services.savedSearchAlerts.start(config.savedSearchAlertMs);
      services.searchIndexMerges?.start(SEARCH_INDEX_MERGE_MS);
      services.backupScheduler.start();
      services.meetingReminders.start();
      services.offerSweeps.start();
    },
    async stop() {
      await services.savedSearchAlerts.stop();
      await services.backupScheduler.stop();
      await services.meetingReminders.stop();
      await services.offerSweeps.stop();
      await services.searchIndexMerges?.stop();
      await jobWorker.stop();
    },
  };
  maintenance.onChange(async (on) => {
    if (!options.runJobs) return;
    if (on) await background.stop();
    else background.start();
  });
  maintenance.watch();
  // A restore, then the worker (and the saved-search alerts' run), finish the work in hand
  // before the database closes.
  app.addHook('onClose', async () => {
    await services.backupRestorer.settled();
    await maintenance.close();
    await background.stop();
    // A backup in hand finishes first (within close-with-grace's limit in `main`); cut off, its
    // run goes stale and another instance, or the next start, queues it again.
    await services.backupRunner.settled();
    mailTransport.close();
    services.backupStore.close?.();
    await database.close();
  });

  await registerPlatformPlugins(app, {
    config,
    database,
    metrics,
    imageStore,
    shared,
    tokenSecret,
    authenticator: services.authenticator,
    catalogueVersion,
    maintenance,
  });
  await registerApiRoutes(app, { config, db: database.db, services });
  // Last: every path that is not the API is a page of the web app.
  await app.register(webApp, {
    webDistDir: config.webDistDir,
    googleSignIn: Boolean(config.google),
    currency: config.currency,
    shopLocale: () => services.languages.shopLocale(),
  });
  if (options.runJobs) app.addHook('onReady', async () => background.start());
  return app;
}
