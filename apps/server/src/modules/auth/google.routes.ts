import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, ChallengeError } from '../../errors/app-error.js';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { requireVerifiedEmail } from '../users/users.public.js';
import type { AuthService } from './auth.service.js';
import { authErrors } from './auth-errors.js';
import { sendPopupResult } from './google-popup-page.js';
import type { GoogleSignIn, SignInTransaction } from './google-sign-in.js';
import { setRefreshCookie } from './refresh-cookie.js';
import { clientOf } from './session-answer.js';

const TRANSACTION_COOKIE = 'refocus_oidc';
const TRANSACTION_PATH = '/api/auth/google';
/** Set by link-intent for the signed-in user who opens the popup to link Google from settings. */
const LINK_COOKIE = 'refocus_google_link';
const LINK_SECONDS = 300;

export interface GoogleRouteDeps {
  auth: AuthService;
  google: GoogleSignIn | undefined;
  publicUrl: string | undefined;
  secureCookies: boolean;
}

const TransactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  /** Linking from settings: the signed-in user the Google identity is added to. */
  linkUserId: z.string().optional(),
});

export function googleRoutes({ auth, google, publicUrl, secureCookies }: GoogleRouteDeps) {
  // Never the request's Host header: a forged one would name the redirect URI and the
  // popup's message target. Without PUBLIC_URL (then Google sign-in is off, config.ts makes
  // sure), "/" addresses the popup's message to its own origin.
  const origin = publicUrl ?? '/';
  const notConfigured = () => new AppError('auth/operation-not-allowed', authErrors.googleSignEnabledRefocus);

  return async (app: FastifyInstance) => {
    app.post(
      '/api/auth/google/link-intent',
      {
        schema: {
          tags: ['account'],
          summary:
            'Before opening the Google popup from settings: the popup then links Google to this account (needs a recent sign-in and a confirmed e-mail address)',
          security: BEARER,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403) },
        },
        config: { access: 'user', recentLogin: true },
      },
      async (request, reply) => {
        if (!google || !publicUrl) throw notConfigured();
        // Only a confirmed address (issue 41, item 1); linkGoogleToAccount checks again.
        requireVerifiedEmail(callerOf(request));
        // A signed, short-lived, HttpOnly cookie only the popup's own start request carries:
        // no token in a URL, and no other site can start a link (SameSite).
        reply.setCookie(LINK_COOKIE, callerOf(request).id, {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: TRANSACTION_PATH,
          maxAge: LINK_SECONDS,
          signed: true,
        });
        return { ok: true as const };
      },
    );

    app.get(
      '/api/auth/google/start',
      {
        schema: { tags: ['auth'], summary: 'Open in a popup: redirects to Google sign-in' },
        // Failures are a page that tells the opener window (google-popup-page.ts).
        config: { documentedErrors: [400] },
      },
      async (request, reply) => {
        if (!google || !publicUrl) {
          const error = notConfigured();
          return sendPopupResult(reply, origin, { ok: false, code: error.code, message: error.message }, 400);
        }
        try {
          const { url, transaction } = await google.start(`${publicUrl}/api/auth/google/callback`);
          const linkUserId = readSigned(request, LINK_COOKIE);
          reply.clearCookie(LINK_COOKIE, { path: TRANSACTION_PATH });
          const kept = linkUserId ? { ...transaction, linkUserId } : transaction;
          // Lax, not Strict: the browser must send it back on the provider's cross-site redirect.
          reply.setCookie(TRANSACTION_COOKIE, JSON.stringify(kept), {
            httpOnly: true,
            sameSite: 'lax',
            secure: secureCookies,
            path: TRANSACTION_PATH,
            maxAge: 600,
            signed: true,
          });
          return reply
            .header('cache-control', 'no-store')
            .header('cross-origin-opener-policy', 'unsafe-none')
            .redirect(url);
        } catch (error) {
          const failure =
            error instanceof AppError ? error : new AppError('auth/internal-error', authErrors.signFailed);
          request.log.warn({ err: error }, 'google sign-in could not start');
          return sendPopupResult(
            reply,
            origin,
            { ok: false, code: failure.code, message: failure.message },
            502,
          );
        }
      },
    );

    app.get(
      '/api/auth/google/callback',
      {
        schema: { tags: ['auth'], summary: 'Where Google returns to; hands the result to the opener window' },
        config: { documentedErrors: [400] },
      },
      async (request, reply) => {
        reply.clearCookie(TRANSACTION_COOKIE, { path: TRANSACTION_PATH });
        try {
          if (!google || !publicUrl) throw notConfigured();
          const query = request.query as Record<string, string | undefined>;
          if (query.error === 'access_denied') {
            throw new AppError('auth/popup-closed-by-user', authErrors.googleSignCancelled);
          }
          const transaction = readTransaction(request);
          const callbackUrl = new URL(request.url, publicUrl);
          const identity = await google.finish(callbackUrl, transaction);
          if (transaction.linkUserId) {
            await auth.linkGoogleToAccount(transaction.linkUserId, identity, publicUrl);
            return sendPopupResult(reply, origin, { ok: true });
          }
          const signedIn = await auth.signInWithGoogle(identity, clientOf(request));
          setRefreshCookie(reply, signedIn.refreshToken, secureCookies);
          return sendPopupResult(reply, origin, { ok: true });
        } catch (error) {
          const failure =
            error instanceof AppError
              ? error
              : new AppError('auth/internal-error', authErrors.googleSignFailed);
          request.log.warn({ err: error, code: failure.code }, 'google sign-in failed');
          // A second factor owed, or a password that links: the opener finishes with the challenge.
          const challenge = failure instanceof ChallengeError ? { challenge: failure.challenge } : {};
          return sendPopupResult(
            reply,
            origin,
            { ok: false, code: failure.code, message: failure.message, ...challenge },
            400,
          );
        }
      },
    );
  };
}

function readSigned(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value ? unsigned.value : undefined;
}

function readTransaction(request: FastifyRequest): SignInTransaction & { linkUserId?: string } {
  const raw = request.cookies[TRANSACTION_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) {
    throw new AppError('auth/invalid-credential', authErrors.signAttemptExpiredPlease);
  }
  try {
    return TransactionSchema.parse(JSON.parse(unsigned.value));
  } catch {
    throw new AppError('auth/invalid-credential', authErrors.signAttemptValidPlease);
  }
}
