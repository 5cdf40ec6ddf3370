import type { FastifyReply, FastifyRequest } from 'fastify';
import { toAuthUser } from '../users/auth-user.js';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from './access-tokens.js';
import type { ClientInfo, SignedIn } from './auth.service.js';
import { setRefreshCookie } from './refresh-cookie.js';

/** The answer of every route that signs someone in: the refresh cookie, the user, an access token. */
export async function answerSession(
  reply: FastifyReply,
  signedIn: SignedIn,
  tokens: AccessTokens,
  secureCookies: boolean,
) {
  setRefreshCookie(reply, signedIn.refreshToken, secureCookies);
  reply.header('cache-control', 'no-store');
  return {
    user: toAuthUser(signedIn.user),
    accessToken: await tokens.sign(signedIn.user.id, signedIn.session),
    expiresIn: ACCESS_TOKEN_SECONDS,
  };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] };
}
