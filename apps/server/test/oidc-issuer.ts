import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on this machine, standing in for Google:
 * its development login form accepts any login; the login becomes the account id, and
 * `<login>` is also the email when it contains "@". Names come from `people`.
 */
export async function startTestIssuer(options: {
  redirectUris: string[];
  port?: number;
  people?: Record<string, string>;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestIssuer> {
  const clientId = options.clientId ?? 'refocus-test-client';
  const clientSecret = options.clientSecret ?? 'refocus-test-secret-that-is-long-enough';
  const port = options.port ?? 0;
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub.includes('@') ? sub : `${sub}@example.test`,
        email_verified: true,
        name: options.people?.[sub] ?? 'Test Person',
      }),
    }),
    cookies: { keys: ['refocus-test-issuer-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    url,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
