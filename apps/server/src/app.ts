import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { type ImageStore, LocalImageStore } from './modules/images/image-store.js';
import { imageRoutes } from './modules/images/images.routes.js';
import { productRoutes } from './modules/products/products.routes.js';
import { ProductsService } from './modules/products/products.service.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { seedDemoData } from './seed/seed-demo.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    imageStore: ImageStore;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole application on an opened, migrated database. Tests call this and use
 * `inject()`; `main.ts` calls it and listens. Closing the app closes the database.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const imageStore = new LocalImageStore(path.join(config.dataDir, 'images'));

  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients may not hold a connection or a request open for ever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('database', database);
  app.decorate('imageStore', imageStore);
  app.addHook('onClose', () => database.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);

  const origin = config.publicUrl ?? '';
  await app.register(healthRoutes(database));
  await app.register(imageRoutes(imageStore));
  await app.register(productRoutes(new ProductsService(database.db, origin)));
  await registerWebApp(app, config.webDistDir);

  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, imageStore);
    if (seeded > 0) app.log.info({ listings: seeded }, 'demo data seeded');
  }
  return app;
}
