import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './errors/app-error.js';
import { AccessTokens } from './modules/auth/access-tokens.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { Authenticator } from './modules/auth/authenticator.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { GoogleSignIn } from './modules/auth/google-sign-in.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { RefreshSessions } from './modules/auth/refresh-sessions.js';
import { resolveTokenSecret } from './modules/auth/token-secret.js';
import { PageCache } from './modules/catalogue/page-cache.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { type ImageStore, LocalImageStore } from './modules/images/image-store.js';
import { imageRoutes } from './modules/images/images.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { listingRoutes } from './modules/products/listings.routes.js';
import { ListingsService } from './modules/products/listings.service.js';
import { productRoutes } from './modules/products/products.routes.js';
import { ProductsService } from './modules/products/products.service.js';
import { ensureAdmin } from './modules/users/admin-accounts.js';
import { peopleRoutes } from './modules/users/people.routes.js';
import { PeopleService } from './modules/users/people.service.js';
import { userRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { registerAccessControl } from './plugins/access-control.js';
import { registerCatalogueCache } from './plugins/catalogue-cache.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { seedDemoData } from './seed/seed-demo.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    imageStore: ImageStore;
    /** Every route with the access it declares: the authorization matrix test reads this. */
    apiRoutes: { method: string; url: string; access: string }[];
  }
  interface FastifyContextConfig {
    /** Error codes answered instead of `validation-failed` when this body field is invalid. */
    fieldErrorCodes?: Record<string, string>;
    /** Errors also carry `success: false` (the spec's image-host answer shape). */
    successFlag?: boolean;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;

function answerFrameworkError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ error: { code: 'bad-request', message: error.message } });
}

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
    // Errors raised before routing (a malformed URL such as `/api/products/%ZZ`) answer in our shape too.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('database', database);
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      app.apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });
  app.decorate('imageStore', imageStore);
  app.addHook('onClose', () => database.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before compression's own onSend hook, so pages are kept uncompressed.
  registerCatalogueCache(app, database, new PageCache());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);

  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  await app.register(cookie, { secret: Buffer.from(tokenSecret).toString('base64') });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) =>
      new AppError(
        request.url.startsWith('/api/auth/') ? 'auth/too-many-requests' : 'rate-limited',
        `Too many requests. Try again in ${context.after}.`,
      ),
  });

  const db = database.db;
  const tokens = new AccessTokens(tokenSecret);
  const authenticator = new Authenticator(db, tokens);
  const sessions = new RefreshSessions(db);
  const auth = new AuthService(db, sessions, new LoginThrottle());
  const secureCookies = Boolean(config.publicUrl?.startsWith('https://'));
  const origin = config.publicUrl ?? '';

  await app.register(healthRoutes(database));
  registerAccessControl(app, authenticator);
  await app.register(
    authRoutes({ auth, tokens, secureCookies, signupsPer10Minutes: config.signupsPer10Minutes }),
  );
  await app.register(
    googleRoutes({
      auth,
      google: config.google ? new GoogleSignIn(config.google) : undefined,
      publicUrl: config.publicUrl,
      secureCookies,
    }),
  );
  await app.register(userRoutes(new UsersService(db)));
  await app.register(peopleRoutes(new PeopleService(db, sessions)));
  await app.register(orderRoutes(new OrdersService(db, origin)));
  await app.register(imageRoutes({ db, store: imageStore, origin }));
  await app.register(productRoutes(new ProductsService(db, origin)));
  await app.register(listingRoutes(new ListingsService(db, origin), config.publicUrl));
  await registerWebApp(app, config.webDistDir, database);

  if (config.firstAdmin) {
    const outcome = await ensureAdmin(db, config.firstAdmin);
    if (outcome !== 'unchanged')
      app.log.info({ email: config.firstAdmin.email, outcome }, 'admin account ready');
  }
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, imageStore);
    if (seeded > 0) app.log.info({ listings: seeded }, 'demo data seeded');
  }
  return app;
}
