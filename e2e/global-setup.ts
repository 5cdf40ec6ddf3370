import { startTestIssuer } from '../apps/server/test/oidc-issuer';
import { E2E_BASE_URL, E2E_OIDC_CLIENT, E2E_OIDC_PORT } from './ports';

/**
 * A real OpenID Connect provider on this machine stands in for Google during the journeys;
 * the server is configured to use it (see playwright.config.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const issuer = await startTestIssuer({
    port: E2E_OIDC_PORT,
    redirectUris: [`${E2E_BASE_URL}/api/auth/google/callback`],
    people: { 'grace@example.test': 'Grace Hopper' },
    clientId: E2E_OIDC_CLIENT.id,
    clientSecret: E2E_OIDC_CLIENT.secret,
  });
  return () => issuer.close();
}
