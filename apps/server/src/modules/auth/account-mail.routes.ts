import {
  AuthSessionSchema,
  EmailChangeRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  VerifyEmailRequestSchema,
} from '@refocus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { AccessTokens } from './access-tokens.js';
import { ActionThrottled } from './action-throttle.js';
import type { AuthService } from './auth.service.js';
import type { EmailVerification } from './email-verification.js';
import { linkOrigin } from './link-origin.js';
import type { PasswordReset } from './password-reset.js';
import { answerSession } from './session-answer.js';

export interface AccountMailRouteDeps {
  auth: AuthService;
  verification: EmailVerification;
  reset: PasswordReset;
  tokens: AccessTokens;
  secureCookies: boolean;
  publicUrl: string | undefined;
}

const Ok = z.object({ ok: z.literal(true) });

/** Runs `work`; a throttled refusal carries `Retry-After`. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ActionThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** The e-mailed links: confirm an address, ask for a reset, set the new password (issue #13). */
export function accountMailRoutes(deps: AccountMailRouteDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const session = { tokens: deps.tokens, secureCookies: deps.secureCookies };

    api.post(
      '/api/auth/verify-email',
      {
        schema: {
          tags: ['auth'],
          summary: "Confirm the account's e-mail address with the code of the e-mailed link",
          description:
            'A link used before (or replaced, or expired) for the address the account has and has confirmed answers `alreadyConfirmed: true`. Errors: 400 `auth/expired-action-code` (older than 24 hours), 400 `auth/invalid-action-code` (used, replaced by a newer link, unknown or garbled).',
          body: VerifyEmailRequestSchema,
          response: {
            200: z.object({
              ok: z.literal(true),
              email: z.string(),
              alreadyConfirmed: z.boolean().optional(),
            }),
            ...errorResponses(400),
          },
        },
      },
      async (request) => {
        const { user, alreadyConfirmed } = await deps.verification.verify(
          request.body.code,
          linkOrigin(request, deps.publicUrl),
        );
        return { ok: true as const, email: user.email, ...(alreadyConfirmed ? { alreadyConfirmed } : {}) };
      },
    );

    api.post(
      '/api/auth/email',
      {
        schema: {
          tags: ['account'],
          summary:
            'Change the e-mail address (needs a recent sign-in): a link goes to the new address, and one that cancels the change to the old address',
          description:
            'Answers the same whether or not the new address has an account (that address is then told it has one). Errors: 400 for the current address; 429 `auth/too-many-requests` with `Retry-After` past 3 requests per 15 minutes.',
          security: BEARER,
          body: EmailChangeRequestSchema,
          response: { 200: Ok, ...errorResponses(400, 429) },
        },
        config: { access: 'user', recentLogin: true, fieldErrorCodes: { email: 'auth/invalid-email' } },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          await deps.verification.requestChange(
            callerOf(request),
            request.body.email,
            linkOrigin(request, deps.publicUrl),
          );
          return { ok: true as const };
        }),
    );

    api.post(
      '/api/auth/email/cancel',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Cancel a pending change of e-mail address with the code of the link mailed to the account's address",
          description:
            'Every pending change of the account stops working. Errors: 400 `auth/expired-action-code` (older than 24 hours), 400 `auth/invalid-action-code` (used, unknown, garbled, or the account has moved to the new address already).',
          body: VerifyEmailRequestSchema,
          response: { 200: Ok, ...errorResponses(400) },
        },
      },
      async (request) => {
        await deps.verification.cancelChange(request.body.code);
        return { ok: true as const };
      },
    );

    api.post(
      '/api/auth/verify-email/resend',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send the verification link again (a few times per quarter hour)',
          description:
            'Answers `sent: false` when the address is confirmed already. Errors: 429 `auth/too-many-requests` with `Retry-After` past 3 per 15 minutes.',
          security: BEARER,
          response: { 200: z.object({ sent: z.boolean() }), ...errorResponses(429) },
        },
        config: { access: 'user' },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => ({
          sent: await deps.verification.resend(callerOf(request), linkOrigin(request, deps.publicUrl)),
        })),
    );

    api.post(
      '/api/auth/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link; the same answer whether or not the address has an account',
          description:
            'At most 3 links per address an hour: past that, and for an unknown address, nothing is sent but the answer is the same. Errors: 400 `auth/invalid-email`; 429 `auth/too-many-requests` with `Retry-After` past 10 requests per client per hour.',
          body: PasswordResetRequestSchema,
          response: { 200: Ok, ...errorResponses(429) },
        },
        config: { fieldErrorCodes: { email: 'auth/invalid-email' } },
      },
      async (request, reply) =>
        withRetryAfter(reply, async () => {
          await deps.reset.request(request.body.email, request.ip, linkOrigin(request, deps.publicUrl));
          reply.header('cache-control', 'no-store');
          return { ok: true as const };
        }),
    );

    api.post(
      '/api/auth/password-reset/confirm',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password with the code of the e-mailed link; ends every other session and signs in',
          body: PasswordResetConfirmSchema,
          response: { 200: AuthSessionSchema, ...errorResponses(403) },
        },
        config: {
          fieldErrorCodes: { password: 'auth/weak-password' },
          // Each attempt hashes a password: bounded per client like sign-up.
          rateLimit: { max: 20, timeWindow: '10 minutes' },
        },
      },
      async (request, reply) =>
        answerSession(
          reply,
          // A reset link proves the address, not the phone: two-step sign-in still asks for its code.
          await deps.auth.secondFactorAfterReset(
            await deps.reset.confirm(
              request.body.code,
              request.body.password,
              linkOrigin(request, deps.publicUrl),
            ),
          ),
          session,
        ),
    );
  };
}
