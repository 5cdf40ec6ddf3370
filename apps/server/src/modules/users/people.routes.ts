import {
  EmailParamSchema,
  PeopleQuerySchema,
  PersonListSchema,
  PersonStateChangeSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { PeopleKind } from './people.repository.js';
import type { PeopleService } from './people.service.js';

const errors = errorResponses(404);
const security = BEARER;
const PATHS: Record<PeopleKind, string> = {
  sellers: '/api/user/all-sellers',
  buyers: '/api/user/all-buyers',
};

/** `publicUrl`: PUBLIC_URL, for the links in the notices a deletion sends. */
export function peopleRoutes(people: PeopleService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    for (const kind of ['sellers', 'buyers'] as const) {
      api.get(
        PATHS[kind],
        {
          schema: {
            tags: ['admin'],
            summary: `All ${kind}: a bare array of {_id, name, email}, paged (admins)`,
            description:
              'Ours besides the spec: `q` finds part of a name or email (any case); `sort` by joined, name or email, `order` asc or desc; each person also carries their role, when they joined, and their listings and orders counts.',
            security,
            querystring: PeopleQuerySchema,
            response: { 200: PersonListSchema },
          },
          config: { access: 'admin' },
        },
        async (request, reply) => {
          const { items, total } = await people.list(kind, request.query);
          setPagingHeaders(request, reply, { ...request.query, total });
          return items;
        },
      );

      api.delete(
        `${PATHS[kind]}/:email`,
        {
          schema: {
            tags: ['admin'],
            summary: `Delete one of the ${kind} by email (admins); their orders stay as records`,
            security,
            params: z.object({ email: EmailParamSchema }),
            response: { 200: z.object({ ok: z.literal(true) }), ...errors },
          },
          config: { access: 'admin' },
        },
        async (request) => {
          await people.remove(callerOf(request), kind, request.params.email, linkOrigin(request, publicUrl));
          return { ok: true as const };
        },
      );

      api.patch(
        `${PATHS[kind]}/:email`,
        {
          schema: {
            tags: ['admin'],
            summary: `Disable or re-enable one of the ${kind} by email (admins): sign-in refused, listings off the storefront`,
            description:
              'A disabled account answers `auth/user-disabled` (403) to sign-in, refresh and its access token at once. Errors: 403 `forbidden` for an admin or yourself, 404 `not-found`.',
            security,
            params: z.object({ email: EmailParamSchema }),
            body: PersonStateChangeSchema,
            response: { 200: z.object({ ok: z.literal(true), disabled: z.boolean() }), ...errors },
          },
          config: { access: 'admin' },
        },
        async (request) => {
          await people.setDisabled(callerOf(request), kind, request.params.email, request.body.disabled);
          return { ok: true as const, disabled: request.body.disabled };
        },
      );
    }
  };
}
