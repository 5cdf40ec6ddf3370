import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import { type Authenticator, requireRecentLogin, type TokenSession } from '../modules/auth/auth.public.js';
import type { User } from '../modules/users/users.public.js';
import { PLUGIN } from './plugin-names.js';

/**
 * Who may call a route, declared on the route itself (`config: { access: 'seller' }`):
 * - public: anyone; no identity is looked at
 * - optional: anyone; a valid token identifies the caller
 * - user, seller, admin: a signed-in caller with that role, checked in the database
 */
type Access = 'public' | 'optional' | 'user' | 'seller' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A sensitive action: the caller must have signed in within 5 minutes (decision 016). */
    recentLogin?: boolean;
  }
  interface FastifyRequest {
    caller: User | undefined;
    /** The caller's sign-in session, as their access token names it. */
    callerSession: TokenSession | undefined;
  }
}

/**
 * Checks access before the body is even read, so an unauthenticated caller learns nothing
 * from validation and cannot make the server parse an upload.
 */
export const accessControl = fp(
  async (app: FastifyInstance, { authenticator }: { authenticator: Authenticator }) => {
    app.decorateRequest('caller', undefined);
    app.decorateRequest('callerSession', undefined);
    app.addHook('onRequest', async (request) => {
      const { access = 'public', recentLogin } = request.routeOptions.config;
      if (access === 'public') return;
      const identified =
        access === 'optional' ? await authenticator.optional(request) : await authenticator[access](request);
      request.caller = identified?.user;
      request.callerSession = identified?.session;
      if (recentLogin && identified) requireRecentLogin(identified.session, authenticator.clock());
    });
  },
  // After the error handler: a refused caller is answered in the error shape.
  { name: PLUGIN.accessControl, dependencies: [PLUGIN.errorHandler] },
);

/** The caller of a route declared `user`, `seller` or `admin`. */
export function callerOf(request: FastifyRequest): User {
  if (!request.caller) throw new AppError('unauthenticated', platformErrors.signInToDoThis);
  return request.caller;
}

/** The caller's sign-in session on a route declared `user`, `seller` or `admin`. */
export function sessionOf(request: FastifyRequest): TokenSession {
  if (!request.callerSession) throw new AppError('unauthenticated', platformErrors.signInToDoThis);
  return request.callerSession;
}
