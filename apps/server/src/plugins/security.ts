import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { LIST_HEADERS } from '../shared/paging-headers.js';
import { PLUGIN } from './plugin-names.js';
import { securityHeaders } from './security-headers.js';

/** Every method a route of the API answers to (PUT: the profile photo, the site pages): a cross-origin client may use each. */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Security headers on every answer, and CORS only for the configured allow-list. Both set
 * their headers in `onRequest`, so anything that answers early (the page cache) must be
 * registered after this plugin: it declares so with `dependencies`.
 */
export const security = fp(
  async (app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'corsOrigins'>) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-hot-toast injects its styles at run time; scripts stay strictly 'self'.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Google sign-in hands its result back to the opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: Boolean(config.publicUrl?.startsWith('https://')),
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });

    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: API_METHODS,
      // Every paging header (the total, whether it is capped or estimated, Link) and the request id.
      exposedHeaders: [...LIST_HEADERS, 'x-request-id'],
      maxAge: 600,
    });
    // Photos are public and re-encoded: a client on another origin may show them.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/images/'))
        reply.header('cross-origin-resource-policy', 'cross-origin');
    });
  },
  { name: PLUGIN.security },
);
