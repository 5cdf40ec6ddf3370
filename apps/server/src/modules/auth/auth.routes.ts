import {
  AuthSessionSchema,
  AuthUserSchema,
  ErrorBodySchema,
  GoogleLinkRequestSchema,
  LoginRequestSchema,
  MfaSignInRequestSchema,
  ProfileUpdateSchema,
  SignupRequestSchema,
} from '@refocus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { toAuthUser } from '../users/users.public.js';
import type { AccessTokens } from './access-tokens.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { linkOrigin } from './link-origin.js';
import { LoginThrottled } from './login-throttle.js';
import { MfaThrottled } from './mfa-throttle.js';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie.js';
import { answerSession as answerSessionWith, clientOf } from './session-answer.js';

export interface AuthRouteDeps {
  auth: AuthService;
  tokens: AccessTokens;
  secureCookies: boolean;
  signupsPer10Minutes: number;
  publicUrl: string | undefined;
}

const errors = errorResponses(400, 401, 403, 429);
// Sign-up: wrong input answers the spec's identity codes rather than a generic validation error.
const SIGNUP_FIELD_CODES = {
  email: 'auth/invalid-email',
  password: 'auth/weak-password',
  name: 'auth/invalid-display-name',
};

export function authRoutes({ auth, tokens, secureCookies, signupsPer10Minutes, publicUrl }: AuthRouteDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    const answerSession = (reply: FastifyReply, signedIn: SignedIn) =>
      answerSessionWith(reply, signedIn, { tokens, secureCookies });

    api.post(
      '/api/auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account with email and password, and sign in',
          body: SignupRequestSchema,
          response: { 200: AuthSessionSchema, 409: ErrorBodySchema, ...errors },
        },
        config: {
          fieldErrorCodes: SIGNUP_FIELD_CODES,
          rateLimit: { max: signupsPer10Minutes, timeWindow: '10 minutes' },
        },
      },
      async (request, reply) =>
        answerSession(
          reply,
          await auth.signup(request.body, linkOrigin(request, publicUrl), clientOf(request)),
        ),
    );

    api.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: LoginRequestSchema,
          response: { 200: AuthSessionSchema, ...errors },
        },
        config: { fieldErrorCodes: { email: 'auth/invalid-email' } },
      },
      async (request, reply) => {
        try {
          return await answerSession(reply, await auth.login(request.body, clientOf(request)));
        } catch (error) {
          if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/mfa/sign-in',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Second step of a sign-in: the challenge and a code from the authenticator app (or a recovery code)',
          body: MfaSignInRequestSchema,
          response: { 200: AuthSessionSchema, ...errors },
        },
        config: { fieldErrorCodes: { code: 'auth/invalid-verification-code' } },
      },
      async (request, reply) => {
        try {
          const { challenge, code } = request.body;
          const origin = linkOrigin(request, publicUrl);
          return await answerSession(
            reply,
            await auth.completeMfa(challenge, code, clientOf(request), origin),
          );
        } catch (error) {
          if (error instanceof MfaThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/google/link',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Finish a Google sign-in for an address with a password account: the password links Google to it',
          body: GoogleLinkRequestSchema,
          response: { 200: AuthSessionSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        try {
          const { challenge, password } = request.body;
          const origin = linkOrigin(request, publicUrl);
          return await answerSession(
            reply,
            await auth.linkGoogle(challenge, password, clientOf(request), origin),
          );
        } catch (error) {
          if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange the refresh cookie for a new access token (the cookie is rotated)',
          response: { 200: AuthSessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        try {
          return await answerSession(reply, await auth.refresh(readRefreshCookie(request)));
        } catch (error) {
          clearRefreshCookie(reply, secureCookies);
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this sign-in session',
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await auth.logout(readRefreshCookie(request));
        clearRefreshCookie(reply, secureCookies);
        return { ok: true as const };
      },
    );

    api.get(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: BEARER,
          response: { 200: z.object({ user: AuthUserSchema }) },
        },
        config: { access: 'user' },
      },
      async (request) => ({ user: toAuthUser(callerOf(request)) }),
    );

    api.patch(
      '/api/auth/profile',
      {
        schema: {
          tags: ['auth'],
          summary: 'Update the display name or photo',
          security: BEARER,
          body: ProfileUpdateSchema,
          response: { 200: z.object({ user: AuthUserSchema }), ...errors },
        },
        config: { access: 'user' },
      },
      async (request) => {
        const user = callerOf(request);
        return { user: toAuthUser(await auth.updateProfile(user, request.body)) };
      },
    );
  };
}
