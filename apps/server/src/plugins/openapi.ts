import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorCodeTable } from './error-code-table.js';
import { PLUGIN } from './plugin-names.js';
import { documentedErrorStatuses, type RouteShape } from './route-errors.js';

/**
 * OpenAPI generated from the routes' zod schemas, with a browsable reference at /api/docs.
 * It sees only routes registered after it: route modules depend on it.
 */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Refocus API',
          description: `Used-camera marketplace. Success is HTTP 200; errors answer {"error":{"code","message"}}.\n\n## Error codes\n\n${errorCodeTable()}`,
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: withDerivedErrors,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: PLUGIN.openApi },
);

/** The error body every error answers (ErrorBodySchema), as JSON Schema. */
const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
    },
  },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * zod → JSON Schema, then the error statuses each route answers because of its shape (access,
 * body, query: route-errors.ts) added to those it declares itself, in the one error shape.
 */
function withDerivedErrors(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
  if (!schema || schema.hide || !input.url.startsWith('/api/')) return transformed;
  const route = { ...(input.route as unknown as RouteShape), schema: input.schema as RouteShape['schema'] };
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of documentedErrorStatuses(route)) {
    response[String(status)] ??= { description: 'Error', ...ERROR_BODY };
  }
  return { ...transformed, schema: { ...schema, response } };
}
