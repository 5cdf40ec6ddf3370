import type { FastifyInstance } from 'fastify';

/**
 * Keeps `app.apiRoutes`: every `/api/` route with the access it declares, as it is added. The
 * authorization matrix test reads it.
 */
export function listApiRoutes(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      app.apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });
}
