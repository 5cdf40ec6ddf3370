import { fileURLToPath } from 'node:url';
/** Fixed loopback ports of the e2e run: the app under test and the local OpenID Connect issuer. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4311);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_OIDC_CLIENT = {
  id: 'refocus-test-client',
  secret: 'refocus-test-secret-that-is-long-enough',
};

/** The e2e server's data folder (start-server.mjs): its outbox holds the mail the journeys read. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('.data', import.meta.url));
