import {
  AccessTokenAnswerSchema,
  CodeRequestSchema,
  MfaStatusSchema,
  PasswordChangeRequestSchema,
  ReauthenticateRequestSchema,
  RecoveryCodesSchema,
  SignInSessionSchema,
  TotpEnrolmentSchema,
} from '@refocus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { callerOf, sessionOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from './access-tokens.js';
import type { AuthService } from './auth.service.js';
import { authErrors } from './auth-errors.js';
import { linkOrigin } from './link-origin.js';
import { LoginThrottled } from './login-throttle.js';
import type { MfaService } from './mfa.service.js';
import { MfaThrottled } from './mfa-throttle.js';
import type { RefreshSessions } from './refresh-sessions.js';
import { clientOf } from './session-answer.js';
import { describeDevice } from './user-agent.js';

export interface AccountRouteDeps {
  auth: AuthService;
  mfa: MfaService;
  sessions: RefreshSessions;
  tokens: AccessTokens;
  /** PUBLIC_URL, for the links of the security notices these routes send. */
  publicUrl: string | undefined;
}

const errors = errorResponses(400, 401, 403, 429);
const Ok = z.object({ ok: z.literal(true) });
const SessionParams = z.object({ id: z.uuid({ error: 'Not a session id' }) });
const codeField = { code: 'auth/invalid-verification-code' };

/** A refusal of the throttles carries the seconds to wait. */
function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, work: () => Promise<T>) {
  return work().catch((error: unknown) => {
    if (error instanceof LoginThrottled || error instanceof MfaThrottled) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });
}

/** The signed-in user's own account: re-authentication, password, sessions, two-step sign-in. */
export function accountRoutes({ auth, mfa, sessions, tokens, publicUrl }: AccountRouteDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const user = { access: 'user' as const };
    const sensitive = { access: 'user' as const, recentLogin: true };
    /** A new access token naming the (re-)proved session, so recent-login routes open at once. */
    const freshAccessToken = async (
      reply: FastifyReply,
      userId: string,
      session: Parameters<AccessTokens['sign']>[1],
    ) => {
      reply.header('cache-control', 'no-store');
      return { accessToken: await tokens.sign(userId, session), expiresIn: ACCESS_TOKEN_SECONDS };
    };

    api.post(
      '/api/auth/reauthenticate',
      {
        schema: {
          tags: ['account'],
          summary:
            'Prove who you are again (password, and a code when two-step sign-in is on): sensitive actions open for 5 minutes',
          security: BEARER,
          body: ReauthenticateRequestSchema,
          response: { 200: AccessTokenAnswerSchema, ...errors },
        },
        config: { ...user, fieldErrorCodes: codeField },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          const caller = callerOf(request);
          const session = await auth.reauthenticate(
            caller,
            sessionOf(request).sessionId,
            request.body,
            clientOf(request),
            linkOrigin(request, publicUrl),
          );
          return freshAccessToken(reply, caller.id, session);
        }),
    );

    api.post(
      '/api/auth/password',
      {
        schema: {
          tags: ['account'],
          summary:
            'Change the password (the current one required); every other session ends. With two-step sign-in on, the answered token keeps its sign-in time',
          security: BEARER,
          body: PasswordChangeRequestSchema,
          response: { 200: AccessTokenAnswerSchema, ...errors },
        },
        config: { ...user, fieldErrorCodes: { newPassword: 'auth/weak-password' } },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          const caller = callerOf(request);
          const session = await auth.changePassword(
            caller,
            sessionOf(request).sessionId,
            request.body,
            clientOf(request),
            linkOrigin(request, publicUrl),
          );
          return freshAccessToken(reply, caller.id, session);
        }),
    );

    api.get(
      '/api/auth/sessions',
      {
        schema: {
          tags: ['account'],
          summary: 'Where you are signed in: device and last use of each session',
          security: BEARER,
          response: { 200: z.array(SignInSessionSchema) },
        },
        config: user,
      },
      async (request) => {
        const current = sessionOf(request).sessionId;
        const live = await sessions.list(callerOf(request).id);
        return live.map((s) => ({
          id: s.id,
          device: describeDevice(s.userAgent),
          signedInAt: s.signedInAt,
          lastUsedAt: s.lastUsedAt,
          current: s.id === current,
        }));
      },
    );

    api.delete(
      '/api/auth/sessions/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out one session (its refresh and access tokens stop working at once)',
          security: BEARER,
          params: SessionParams,
          response: { 200: Ok, ...errorResponses(400, 401, 403, 404) },
        },
        config: user,
      },
      async (request) => {
        if (!(await sessions.endOne(callerOf(request).id, request.params.id))) {
          throw new AppError('not-found', authErrors.noSessionWithId);
        }
        return { ok: true as const };
      },
    );

    api.post(
      '/api/auth/sessions/sign-out-others',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out every session but this one (a pending change of e-mail address ends too)',
          security: BEARER,
          response: { 200: Ok, ...errorResponses(401, 403) },
        },
        config: user,
      },
      async (request) => {
        await auth.signOutOthers(callerOf(request).id, sessionOf(request).sessionId);
        return { ok: true as const };
      },
    );

    api.get(
      '/api/auth/mfa',
      {
        schema: {
          tags: ['account'],
          summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
          security: BEARER,
          response: { 200: MfaStatusSchema },
        },
        config: user,
      },
      async (request) => mfa.status(callerOf(request).id),
    );

    api.post(
      '/api/auth/mfa/totp/enrol',
      {
        schema: {
          tags: ['account'],
          summary:
            'Start two-step sign-in: a new authenticator secret and its QR code (needs a recent sign-in and a confirmed e-mail address)',
          security: BEARER,
          response: { 200: TotpEnrolmentSchema, ...errorResponses(401, 403, 409) },
        },
        config: sensitive,
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return mfa.startEnrolment(callerOf(request));
      },
    );

    api.post(
      '/api/auth/mfa/totp/confirm',
      {
        schema: {
          tags: ['account'],
          summary: 'Confirm the enrolment with a first code; answers the 10 recovery codes, shown once',
          security: BEARER,
          body: CodeRequestSchema,
          response: { 200: RecoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
        config: { ...user, fieldErrorCodes: codeField },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          reply.header('cache-control', 'no-store');
          const origin = linkOrigin(request, publicUrl);
          return { recoveryCodes: await mfa.confirmEnrolment(callerOf(request), request.body.code, origin) };
        }),
    );

    api.post(
      '/api/auth/mfa/totp/disable',
      {
        schema: {
          tags: ['account'],
          summary:
            'Turn two-step sign-in off with a current code or a recovery code (needs a recent sign-in)',
          security: BEARER,
          body: CodeRequestSchema,
          response: { 200: Ok, ...errors },
        },
        config: { ...sensitive, fieldErrorCodes: codeField },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          await mfa.disable(callerOf(request), request.body.code, linkOrigin(request, publicUrl));
          return { ok: true as const };
        }),
    );
  };
}
