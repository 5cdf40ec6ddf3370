import type { FastifyReply, FastifyRequest } from 'fastify';
import { toAuthUser } from '../users/users.public.js';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from './access-tokens.js';
import type { ClientInfo, SignedIn } from './auth.service.js';
import { setRefreshCookie } from './refresh-cookie.js';

/**
 * A signed-in answer: the refresh cookie set, the user and a fresh access token in the body
 * (naming its session and sign-in time, decision 016); after a recovery code, how many are left.
 */
export async function answerSession(
  reply: FastifyReply,
  signedIn: SignedIn,
  options: { tokens: AccessTokens; secureCookies: boolean },
) {
  setRefreshCookie(reply, signedIn.refreshToken, options.secureCookies);
  reply.header('cache-control', 'no-store');
  return {
    user: toAuthUser(signedIn.user),
    accessToken: await options.tokens.sign(signedIn.user.id, signedIn.session),
    expiresIn: ACCESS_TOKEN_SECONDS,
    ...(signedIn.recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft: signedIn.recoveryCodesLeft }),
  };
}

/** Where a request comes from: the throttle counts by address, the sessions list shows the device. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] };
}
