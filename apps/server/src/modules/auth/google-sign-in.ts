import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import { authErrors } from './auth-errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

/** What must survive the round trip through the provider (kept in a signed, short-lived cookie). */
export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

/**
 * Google sign-in with OpenID Connect: authorization code flow with PKCE, state and nonce.
 * The provider's metadata is fetched on first use (not at start, so an unreachable
 * provider never stops the shop) and kept; a failed fetch is retried on the next sign-in.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: NonNullable<Config['google']>) {}

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http is allowed only for a provider on this machine (development and tests).
    const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        isLocal ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new AppError('auth/network-request-failed', authErrors.signProviderCouldReached, undefined, {
          cause: error,
        });
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<{ url: string; transaction: SignInTransaction }> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const transaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, redirectUri };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url: url.href, transaction };
  }

  async finish(callbackUrl: URL, transaction: SignInTransaction): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // Google puts the profile in the ID token; other providers may keep it for UserInfo.
      if (claims?.sub && typeof claims.email !== 'string') {
        claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub as string)) };
      }
    } catch (error) {
      throw new AppError('auth/invalid-credential', authErrors.googleSignCouldCompleted, undefined, {
        cause: error,
      });
    }
    if (typeof claims?.sub !== 'string' || typeof claims.email !== 'string') {
      throw new AppError('auth/invalid-credential', authErrors.googleDidShareEmail);
    }
    if (claims.email_verified === false) {
      throw new AppError('auth/invalid-credential', authErrors.googleVerifiedEmailAddress);
    }
    return {
      sub: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : '',
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  }
}
