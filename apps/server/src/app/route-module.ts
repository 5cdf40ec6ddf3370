import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LIBRARY_PLUGIN, PLUGIN } from '../plugins/plugin-names.js';

/** What every route module needs before its routes are declared. */
const ROUTE_MODULE_NEEDS = [
  PLUGIN.errorHandler,
  PLUGIN.accessControl,
  PLUGIN.openApi,
  PLUGIN.pageCache,
  LIBRARY_PLUGIN.rateLimit,
  LIBRARY_PLUGIN.cookie,
];

/**
 * A module's routes, named and declared after the plugins they rely on (decision 005). They
 * stay encapsulated: hooks a module adds apply to its own routes only.
 */
export function routeModule(name: string, plugin: FastifyPluginAsync) {
  return fp(plugin, { name: `routes-${name}`, dependencies: ROUTE_MODULE_NEEDS, encapsulate: true });
}
