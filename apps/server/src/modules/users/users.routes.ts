import {
  AuthUserSchema,
  BecomeSellerRequestSchema,
  EmailParamSchema,
  IsAdminSchema,
  IsSellerSchema,
  UserRecordRequestSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { linkOrigin } from '../auth/auth.public.js';
import { toAuthUser } from './auth-user.js';
import type { PeopleService } from './people.service.js';
import type { UsersService } from './users.service.js';

const EmailParams = z.object({ email: EmailParamSchema });
const UserRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  seller: z.boolean(),
  admin: z.boolean(),
});
const errors = errorResponses(400, 401, 403);

/** `publicUrl`: PUBLIC_URL, for the links in the notices a deletion sends. */
export function userRoutes(users: UsersService, people: PeopleService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.delete(
      '/api/user/me',
      {
        schema: {
          tags: ['account'],
          summary:
            'Delete my account for good (needs a recent sign-in): listings withdrawn, open bookings cancelled (the other side is e-mailed), orders kept as "Deleted user"',
          security: BEARER,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 403) },
        },
        config: { access: 'user', recentLogin: true },
      },
      async (request) => {
        await people.deleteOwnAccount(callerOf(request), linkOrigin(request, publicUrl));
        return { ok: true as const };
      },
    );

    api.post(
      '/api/user',
      {
        schema: {
          tags: ['users'],
          summary: "Save the caller's own user record (older client's registration step)",
          security: BEARER,
          body: UserRecordRequestSchema,
          response: { 200: UserRecordSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) => {
        const saved = await users.saveOwnRecord(callerOf(request), request.body);
        return {
          _id: saved.id,
          name: saved.name,
          email: saved.email,
          seller: saved.seller,
          admin: saved.admin,
        };
      },
    );

    api.post(
      '/api/account/become-seller',
      {
        schema: {
          tags: ['account'],
          summary: 'Become a seller after accepting the seller terms (a confirmed e-mail address needed)',
          description:
            'Answers the account with `seller: true`; seller routes accept the caller from the next request (roles are read from the database, the access token carries none). 409 when the caller already sells.',
          security: BEARER,
          body: BecomeSellerRequestSchema,
          response: { 200: AuthUserSchema, ...errorResponses(400, 401, 403, 409) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return toAuthUser(await users.becomeSeller(callerOf(request)));
      },
    );

    api.get(
      '/api/user/admin/:email',
      {
        schema: {
          tags: ['users'],
          summary: 'Is this email an admin? True only for yourself (or when asked by an admin)',
          params: EmailParams,
          response: { 200: IsAdminSchema },
        },
        config: { access: 'optional' },
      },
      async (request) => ({
        isAdmin: await users.hasRole(request.caller, request.params.email, 'admin'),
      }),
    );

    api.get(
      '/api/user/seller/:email',
      {
        schema: {
          tags: ['users'],
          summary: 'Is this email a seller? True only for yourself (or when asked by an admin)',
          params: EmailParams,
          response: { 200: IsSellerSchema },
        },
        config: { access: 'optional' },
      },
      async (request) => ({
        isSeller: await users.hasRole(request.caller, request.params.email, 'seller'),
      }),
    );
  };
}
