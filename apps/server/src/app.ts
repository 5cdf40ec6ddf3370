import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { AppError } from './errors/app-error.js';
import { createLogger } from './logger.js';
import { Metrics } from './metrics/metrics.js';
import { auditLogRoutes } from './modules/audit/audit-log.routes.js';
import { AccessTokens } from './modules/auth/access-tokens.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { accountMailRoutes } from './modules/auth/account-mail.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { Authenticator } from './modules/auth/authenticator.js';
import { EmailVerification } from './modules/auth/email-verification.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { GoogleSignIn } from './modules/auth/google-sign-in.js';
import { inMemoryLimiters, LoginThrottle } from './modules/auth/login-throttle.js';
import { MfaService } from './modules/auth/mfa.service.js';
import { MfaThrottle } from './modules/auth/mfa-throttle.js';
import { PASSWORD_RESET_JOB, PasswordReset } from './modules/auth/password-reset.js';
import type { LimiterFactory } from './modules/auth/progressive-delay.js';
import { RefreshSessions } from './modules/auth/refresh-sessions.js';
import { SignInChallenges } from './modules/auth/sign-in-challenges.js';
import { resolveTokenSecret } from './modules/auth/token-secret.js';
import { TotpSecretBox } from './modules/auth/totp-secret-box.js';
import { conversationRoutes } from './modules/conversations/conversations.routes.js';
import { ConversationsService } from './modules/conversations/conversations.service.js';
import { MESSAGE_NOTICE_JOB, messageNoticeJob } from './modules/conversations/message-notices.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { LiveEvents } from './modules/events/live-events.js';
import { favouriteRoutes } from './modules/favourites/favourites.routes.js';
import { FavouritesService } from './modules/favourites/favourites.service.js';
import { health } from './modules/health/health.routes.js';
import { shopRoutes } from './modules/health/shop.routes.js';
import { configuredImageStore } from './modules/images/configured-store.js';
import { ImageQueue } from './modules/images/image-queue.js';
import type { ImageStore } from './modules/images/image-store.js';
import { imageRoutes } from './modules/images/images.routes.js';
import { storeMessagePhoto } from './modules/images/message-photos.js';
import { JobWorker } from './modules/jobs/job-worker.js';
import { jobsAdminRoutes } from './modules/jobs/jobs-admin.routes.js';
import { JobsAdminService } from './modules/jobs/jobs-admin.service.js';
import { MAIL_JOB, mailJobHandler } from './modules/mail/mail-queue.js';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport.js';
import { isConversationReported } from './modules/moderation/moderation.public.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { ModerationService } from './modules/moderation/moderation.service.js';
import { ReportsService } from './modules/moderation/reports.service.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { Notifier } from './modules/notifications/notifier.js';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { overviewRoutes } from './modules/overview/overview.routes.js';
import { OverviewService } from './modules/overview/overview.service.js';
import { sitePageRoutes } from './modules/pages/site-pages.routes.js';
import { SitePagesService } from './modules/pages/site-pages.service.js';
import { listingRoutes } from './modules/products/listings.routes.js';
import { ListingsService } from './modules/products/listings.service.js';
import { productRoutes } from './modules/products/products.routes.js';
import { ProductsService } from './modules/products/products.service.js';
import { sellerPageRoutes } from './modules/products/seller-page.routes.js';
import { SellerPageService } from './modules/products/seller-page.service.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { SavedSearchAlerts } from './modules/saved-searches/saved-search-alerts.js';
import { SavedSearchTokens } from './modules/saved-searches/saved-search-tokens.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { SavedSearchesService } from './modules/saved-searches/saved-searches.service.js';
import { peopleRoutes } from './modules/users/people.routes.js';
import { PeopleService } from './modules/users/people.service.js';
import { profilePhotoRoutes } from './modules/users/profile-photo.routes.js';
import { ProfilePhotos } from './modules/users/profile-photo.service.js';
import { userRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { accessControl } from './plugins/access-control.js';
import { pageCache } from './plugins/catalogue-cache.js';
import { answerClientError } from './plugins/client-errors.js';
import { compression } from './plugins/compression.js';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.js';
import { loadShedding } from './plugins/load-shedding.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApi } from './plugins/openapi.js';
import { LIBRARY_PLUGIN, PLUGIN } from './plugins/plugin-names.js';
import { OneLinePerRequest, requestLogging } from './plugins/request-logging.js';
import { security } from './plugins/security.js';
import { webApp } from './plugins/web-app.js';
import { createPrivateDir } from './private-files.js';
import { type EventBus, InProcessEventBus } from './shared-state/event-bus.js';
import { limiterStore } from './shared-state/rate-limit-store.js';
import { fastifyTrustProxy } from './trust-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    imageStore: ImageStore;
    /** Live events: in this process, or over Redis to every instance (decision 018). */
    eventBus: EventBus;
    /** Users' live event streams (`GET /api/events`, decision 023). */
    liveEvents: LiveEvents;
    metrics: Metrics;
    /** The durable job queue's worker (decision 014): started by `runJobs`, or run by hand in tests. */
    jobWorker: JobWorker;
    /** Saved-search alerts (decision 035): started with `runJobs`, or run by hand in tests. */
    savedSearchAlerts: SavedSearchAlerts;
    mailTransport: MailTransport;
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
function routeModule(name: string, plugin: FastifyPluginAsync) {
  return fp(plugin, { name: `routes-${name}`, dependencies: ROUTE_MODULE_NEEDS, encapsulate: true });
}

export interface BuildOptions {
  /** An opened database whose schema is up to date; by default one is opened from `config`. */
  database?: Database;
  logger?: FastifyBaseLogger;
  /**
   * Start the job worker's loop in this process (`main` does). Off by default, so a test
   * runs jobs only when it asks (`app.jobWorker.runDue()`) or says `runJobs: true`.
   */
  runJobs?: boolean;
  /** The time as the app sees it; tests move it to expire links and leases. */
  clock?: Clock;
}

/**
 * Builds the whole application. It has no side effects on the database: it neither
 * migrates nor creates accounts nor seeds (that is `startup/`, run by `main.ts`, decision
 * 005). Tests and benches migrate first, then call this and use `inject()`. Closing the app
 * closes the database.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? openDatabase(config);
  createPrivateDir(config.dataDir);
  const metrics = new Metrics();
  database.observeQueries((seconds, failed) =>
    metrics.querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  const imageStore = await configuredImageStore(config, () => metrics.storageErrors.inc());
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies in front: request.ip is then the real client.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients may not hold a connection or a request open for ever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // Requests Node cannot parse (400, 408, 431) answer in our shape too.
    clientErrorHandler: answerClientError,
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
  app.decorate('metrics', metrics);

  // Shared state: Redis when configured, else everything in this process as before.
  const shared = config.redis
    ? await (await import('./shared-state/redis-shared-state.js')).connectSharedState(
        config.redis,
        app.log,
        () => metrics.redisErrors.inc(),
      )
    : undefined;
  const redis = shared?.redis;
  const limiters: LimiterFactory = shared?.limiters ?? inMemoryLimiters;
  const eventBus: EventBus = shared?.bus ?? new InProcessEventBus();
  app.decorate('eventBus', eventBus);
  app.addHook('onClose', async () => {
    await eventBus.close();
    redis?.disconnect();
    imageStore.close?.();
  });
  const clock = options.clock ?? systemClock;
  const mailTransport = createMailTransport(
    { smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir },
    app.log,
  );
  const handlers: ConstructorParameters<typeof JobWorker>[0]['handlers'] = {
    [MAIL_JOB]: mailJobHandler(mailTransport, { name: config.shopName }),
  };
  const jobWorker = new JobWorker({
    db: database.db,
    handlers,
    log: app.log,
    clock,
    leaseMs: config.jobLeaseMs,
    pollMs: config.jobPollMs,
  });
  app.decorate('jobWorker', jobWorker);
  app.decorate('mailTransport', mailTransport);
  // The worker (and the saved-search alerts' run) finish the work in hand before the database closes.
  let stopAlerts = async () => {};
  app.addHook('onClose', async () => {
    await stopAlerts();
    await jobWorker.stop();
    mailTransport.close();
    await database.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The platform. Each plugin names what it needs in `dependencies`: a wrong order fails here.
  await app.register(requestLogging);
  await app.register(errorHandler);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(loadShedding, { maxEventLoopDelayMs: config.overloadEventLoopDelayMs });
  await app.register(security, config);
  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  await app.register(cookie, { secret: Buffer.from(tokenSecret).toString('base64') });
  await app.register(rateLimit, {
    global: false,
    // With Redis every instance counts together; without, @fastify/rate-limit's own memory.
    ...(redis ? { store: limiterStore(limiters) } : {}),
    errorResponseBuilder: (request, context) =>
      new AppError(
        request.url.startsWith('/api/auth/') ? 'auth/too-many-requests' : 'rate-limited',
        `Too many requests. Try again in ${context.after}.`,
      ),
  });
  await app.register(pageCache, {
    database,
    missesPerMinute: config.catalogueMissesPerMinute,
    missAdmission: {
      concurrency: config.catalogueMissConcurrency,
      queueLimit: config.databaseTuning.queueLimit,
    },
    bus: redis ? eventBus : undefined,
    onLookup: (hit) => metrics.pageCacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
  });
  await app.register(compression);
  await app.register(openApi);

  const db = database.db;
  const tokens = new AccessTokens(tokenSecret);
  const sessions = new RefreshSessions(db);
  const authenticator = new Authenticator(db, tokens, sessions);
  const verification = new EmailVerification(db, clock, limiters);
  const passwordReset = new PasswordReset(db, sessions, clock, limiters);
  handlers[PASSWORD_RESET_JOB] = passwordReset.jobHandler;
  const mfa = new MfaService(db, new TotpSecretBox(tokenSecret), new MfaThrottle(limiters), 'Refocus');
  const auth = new AuthService(
    db,
    sessions,
    new LoginThrottle(limiters),
    verification,
    mfa,
    new SignInChallenges(tokenSecret),
  );
  const secureCookies = Boolean(config.publicUrl?.startsWith('https://'));
  const origin = config.publicUrl ?? '';

  await app.register(health, {
    database,
    storage: { kind: config.s3 ? 's3' : 'disk', ping: imageStore.ping?.bind(imageStore) },
    redis,
  });
  await app.register(accessControl, { authenticator });

  // The API, one module at a time.
  await app.register(routeModule('shop', shopRoutes(db)));
  await app.register(
    routeModule(
      'auth',
      authRoutes({
        auth,
        tokens,
        secureCookies,
        signupsPer10Minutes: config.signupsPer10Minutes,
        publicUrl: config.publicUrl,
      }),
    ),
  );
  await app.register(
    routeModule(
      'account-mail',
      accountMailRoutes({
        auth,
        verification,
        reset: passwordReset,
        tokens,
        secureCookies,
        publicUrl: config.publicUrl,
      }),
    ),
  );
  await app.register(
    routeModule(
      'google',
      googleRoutes({
        auth,
        google: config.google ? new GoogleSignIn(config.google) : undefined,
        publicUrl: config.publicUrl,
        secureCookies,
      }),
    ),
  );
  await app.register(routeModule('account', accountRoutes({ auth, mfa, sessions, tokens })));
  // Listing photos and profile photos wait their turn in one queue: one pool of threads for sharp.
  const imageQueue = new ImageQueue(config.uploads.workers, config.uploads.queueMax);
  const photos = new ProfilePhotos(db, imageStore, origin);
  // Live events (decision 023): orders, listings, people and conversations tell users of their changes.
  const liveEvents = new LiveEvents(eventBus, config.liveEvents.maxStreamsPerUser);
  app.decorate('liveEvents', liveEvents);
  await app.register(routeModule('profile-photo', profilePhotoRoutes(photos, imageQueue)));
  const people = new PeopleService(db, sessions, photos, liveEvents);
  await app.register(routeModule('users', userRoutes(new UsersService(db), people, config.publicUrl)));
  await app.register(routeModule('people', peopleRoutes(people, config.publicUrl)));
  await app.register(routeModule('pages', sitePageRoutes(new SitePagesService(db))));
  await app.register(routeModule('events', eventRoutes(liveEvents, config.liveEvents)));
  const unsubscribeTokens = new UnsubscribeTokens(tokenSecret);
  const notifier = new Notifier(unsubscribeTokens, clock);
  handlers[MESSAGE_NOTICE_JOB] = messageNoticeJob(db, notifier);
  await app.register(
    routeModule('notifications', notificationRoutes(new NotificationsService(db, unsubscribeTokens, clock))),
  );
  await app.register(
    routeModule('orders', orderRoutes(new OrdersService(db, origin, liveEvents, notifier), config.publicUrl)),
  );
  await app.register(
    routeModule(
      'conversations',
      conversationRoutes(
        new ConversationsService(db, clock, liveEvents, (id) => isConversationReported(db, id)),
        config.publicUrl,
        {
          queue: imageQueue,
          store: (bytes, owner, run) => storeMessagePhoto(db, imageStore, bytes, { ...owner, origin }, run),
        },
      ),
    ),
  );
  await app.register(
    routeModule(
      'moderation',
      moderationRoutes(
        new ReportsService(db, clock, limiters),
        new ModerationService(db, clock, sessions, liveEvents, notifier),
        config.publicUrl,
      ),
    ),
  );
  await app.register(routeModule('audit-log', auditLogRoutes(db)));
  await app.register(
    routeModule('reviews', reviewRoutes(new ReviewsService(db, clock, notifier), config.publicUrl)),
  );
  await app.register(routeModule('jobs-admin', jobsAdminRoutes(new JobsAdminService(db, clock))));
  await app.register(routeModule('overview', overviewRoutes(new OverviewService(db, clock))));
  await app.register(
    routeModule(
      'images',
      imageRoutes({ db, store: imageStore, origin, limits: config.uploads, queue: imageQueue }),
    ),
  );
  await app.register(
    routeModule(
      'products',
      productRoutes(
        new ProductsService(db, origin, { dialect: database.dialect, cursorSecret: tokenSecret }),
      ),
    ),
  );
  await app.register(
    routeModule(
      'listings',
      listingRoutes(new ListingsService(db, origin, config.uploads, liveEvents, notifier), config.publicUrl),
    ),
  );
  await app.register(routeModule('favourites', favouriteRoutes(new FavouritesService(db, origin, clock))));
  const savedSearchTokens = new SavedSearchTokens(tokenSecret);
  await app.register(
    routeModule(
      'saved-searches',
      savedSearchRoutes(new SavedSearchesService(db, savedSearchTokens, clock), config.publicUrl),
    ),
  );
  const savedSearchAlerts = new SavedSearchAlerts({
    db,
    postgres: database.dialect === 'postgres',
    tokens: savedSearchTokens,
    publicUrl: config.publicUrl,
    clock,
    log: app.log,
  });
  app.decorate('savedSearchAlerts', savedSearchAlerts);
  stopAlerts = () => savedSearchAlerts.stop();
  await app.register(routeModule('seller-page', sellerPageRoutes(new SellerPageService(db, origin))));

  // Last: every path that is not the API is a page of the web app.
  await app.register(webApp, { webDistDir: config.webDistDir, googleSignIn: Boolean(config.google) });
  if (options.runJobs)
    app.addHook('onReady', async () => {
      jobWorker.start();
      savedSearchAlerts.start(config.savedSearchAlertMs);
    });
  return app;
}
