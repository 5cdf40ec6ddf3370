import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import type { Authenticator } from '../modules/auth/authenticator.js';
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
  }
  interface FastifyRequest {
    caller: User | undefined;
  }
}

/**
 * Checks access before the body is even read, so an unauthenticated caller learns nothing
 * from validation and cannot make the server parse an upload.
 */
export const accessControl = fp(
  async (app: FastifyInstance, { authenticator }: { authenticator: Authenticator }) => {
    app.decorateRequest('caller', undefined);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access ?? 'public';
      if (access === 'public') return;
      request.caller =
        access === 'optional'
          ? await authenticator.optionalUser(request)
          : await authenticator[access](request);
    });
  },
  // After the error handler: a refused caller is answered in the error shape.
  { name: PLUGIN.accessControl, dependencies: [PLUGIN.errorHandler] },
);

/** The caller of a route declared `user`, `seller` or `admin`. */
export function callerOf(request: FastifyRequest): User {
  if (!request.caller) throw new AppError('unauthenticated', 'Sign in to do this.');
  return request.caller;
}
