/**
 * The names plugins declare and depend on (decision 005). A plugin that needs another one
 * lists it in `dependencies`, so registering them in the wrong order fails at start.
 */
export const PLUGIN = {
  requestLogging: 'refocus-request-logging',
  errorHandler: 'refocus-error-handler',
  security: 'refocus-security',
  pageCache: 'refocus-page-cache',
  compression: 'refocus-compression',
  openApi: 'refocus-openapi',
  accessControl: 'refocus-access-control',
  health: 'refocus-health',
  metrics: 'refocus-metrics',
  webApp: 'refocus-web-app',
  maintenanceGate: 'refocus-maintenance-gate',
} as const;

/** Third-party plugins, by the names they register under (each is wrapped with fastify-plugin). */
export const LIBRARY_PLUGIN = {
  cors: '@fastify/cors',
  compress: '@fastify/compress',
  rateLimit: '@fastify/rate-limit',
  cookie: '@fastify/cookie',
} as const;
