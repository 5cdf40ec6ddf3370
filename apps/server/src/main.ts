import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, servedOrigin } from './config.js';
import { openDatabase } from './db/database.js';
import { holdShopLock } from './db/shop-lock.js';
import { createLogger } from './logger.js';
import { limitHeapGrowth } from './startup/heap-growth.js';
import { runStartupSteps } from './startup/startup-steps.js';

/** How long in-flight requests may take to finish once the server stops accepting. */
const CLOSE_TIMEOUT_MS = 15_000;

/**
 * The server process, in explicit steps (decision 005): configuration → migrations and
 * one-time work under the start-up lock → the app → listen. Signals and uncaught errors
 * end it gracefully through close-with-grace.
 */
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const log = createLogger(config);
  const database = openDatabase(config);
  try {
    await runStartupSteps(database, config, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Held while the server runs: `npm run restore` refuses to replace the data under it.
  const shopLock = await holdShopLock(config.database);
  const app = await buildApp(config, { database, logger: log, runJobs: true });
  app.addHook('onClose', () => shopLock.release());

  closeWithGrace(
    { delay: config.shutdownDrainMs + CLOSE_TIMEOUT_MS, logger: false },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'uncaught error; shutting down');
      else log.info({ signal }, 'shutting down');
      // A load balancer polls /api/ready: give it time to see 503 and stop sending requests
      // here before the server stops accepting them. A person's Ctrl-C (SIGINT) does not wait.
      app.stopBeingReady();
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(`Refocus is serving ${servedOrigin(config.host, port)} (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Refocus failed to start:', error);
  }
  process.exit(1);
});
