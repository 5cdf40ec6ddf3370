import fs from 'node:fs';
import path from 'node:path';
import { startTestIssuer } from '../apps/server/test/oidc-issuer';
import { startServerProcess, stopGracefully } from '../apps/server/test/server-process';
import { E2E_BASE_URL, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_PORT } from './ports';

/**
 * A real OpenID Connect provider on this machine stands in for Google, then the built server
 * starts on a fresh data folder with demo data, through the same harness the API tests and
 * benches use (apps/server/test/server-process.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const issuer = await startTestIssuer({
    port: E2E_OIDC_PORT,
    redirectUris: [`${E2E_BASE_URL}/api/auth/google/callback`],
    people: { 'grace@example.test': 'Grace Hopper' },
    clientId: E2E_OIDC_CLIENT.id,
    clientSecret: E2E_OIDC_CLIENT.secret,
  });
  // E2E_DATA_DIR lets two runs on one machine keep apart (with E2E_PORT and E2E_OIDC_PORT).
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '.data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // Every journey signs up fresh accounts from 127.0.0.1.
        SIGNUPS_PER_10_MINUTES: '1000',
        // One browser on 127.0.0.1 plays every visitor: the per-client limit on uncached
        // catalogue reads is for strangers.
        CATALOGUE_MISSES_PER_MINUTE: '100000',
        // The demo accounts are shared by journeys running at once, each in its own browser
        // whose live-events stream may outlive its test by a moment: no per-user stream limit.
        EVENT_STREAMS_PER_USER: '100',
        // Google sign-in needs the public origin: the redirect URI is built from it, never from Host.
        PUBLIC_URL: E2E_BASE_URL,
        GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
        DATABASE_URL: '',
        // Mail (address confirmations the login fixture follows) goes out within 0.1 s, not 1 s.
        JOB_POLL_MS: '100',
        // Saved-search alerts run every 2 s instead of every minute, so the journey waits seconds.
        SAVED_SEARCH_ALERT_SECONDS: '2',
        // Meeting times are the shop's wall-clock times: a zone apart from the machine's UTC.
        SHOP_TIME_ZONE: 'Europe/Berlin',
        // Nothing balances load onto this server: stop at once when the run ends.
        SHUTDOWN_DRAIN_MS: '0',
      },
      E2E_PORT,
      { echoStderr: true },
    );
    return async () => {
      await stopGracefully(server);
      await issuer.close();
    };
  } catch (error) {
    await issuer.close();
    throw error;
  }
}
