import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PLUGIN } from './plugin-names.js';

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
          description:
            'Used-camera marketplace. Success is HTTP 200; errors answer {"error":{"code","message"}}.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: PLUGIN.openApi },
);
