import path from 'node:path';
import { ProductListQuerySchema } from '@refocus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ServerLanguages } from '../i18n/server-languages.js';
import { PASSWORD_RESET_JOB, type PasswordHasher } from '../modules/auth/auth.public.js';
import {
  BACKUP_JOB,
  BackupRestorer,
  BackupRunner,
  BackupScheduler,
  configuredBackupStore,
} from '../modules/backups/backups.public.js';
import { BackupsService } from '../modules/backups/backups.service.js';
import { BrandsService } from '../modules/brands/brands.service.js';
import {
  MESSAGE_NOTICE_JOB,
  MessageThrottle,
  messageNoticeJob,
} from '../modules/conversations/conversations.public.js';
import type { MessagePhotos } from '../modules/conversations/conversations.routes.js';
import { ConversationsService } from '../modules/conversations/conversations.service.js';
import {
  DATA_EXPORT_EXPIRY_JOB,
  DATA_EXPORT_JOB,
  ExportFiles,
  ExportTokens,
} from '../modules/data-export/data-export.public.js';
import { DataExports } from '../modules/data-export/data-export.service.js';
import { LiveEvents } from '../modules/events/events.public.js';
import { FavouritesService } from '../modules/favourites/favourites.service.js';
import {
  ImageQueue,
  type ImageStore,
  readMessagePhoto,
  storeMessagePhoto,
} from '../modules/images/images.public.js';
import type { ImageRouteDeps } from '../modules/images/images.routes.js';
import { JobsAdminService } from '../modules/jobs/jobs-admin.service.js';
import { ShopLanguages } from '../modules/languages/languages.public.js';
import { mailSender } from '../modules/mail/mail.public.js';
import type { MaintenanceMode } from '../modules/maintenance/maintenance.public.js';
import { ModelsService } from '../modules/models/models.service.js';
import { isConversationReported } from '../modules/moderation/moderation.public.js';
import { ModerationService } from '../modules/moderation/moderation.service.js';
import { ReportsService } from '../modules/moderation/reports.service.js';
import { Notifier, UnsubscribeTokens } from '../modules/notifications/notifications.public.js';
import { NotificationsService } from '../modules/notifications/notifications.service.js';
import { OfferSweeps } from '../modules/offers/offers.public.js';
import { OffersService } from '../modules/offers/offers.service.js';
import { MeetingReminders } from '../modules/orders/meeting-reminders.service.js';
import { OrdersService } from '../modules/orders/orders.service.js';
import { OverviewService } from '../modules/overview/overview.service.js';
import { SitePagesService } from '../modules/pages/site-pages.service.js';
import { ListingsService } from '../modules/products/listings.service.js';
import { SearchIndexMerges, storefrontSqlFor } from '../modules/products/products.public.js';
import { ProductsService } from '../modules/products/products.service.js';
import { SellerPageService } from '../modules/products/seller-page.service.js';
import { ReviewsService } from '../modules/reviews/reviews.service.js';
import { SavedSearchAlerts, SavedSearchTokens } from '../modules/saved-searches/saved-searches.public.js';
import { SavedSearchesService } from '../modules/saved-searches/saved-searches.service.js';
import { SearchSuggestionsService } from '../modules/search-suggestions/search-suggestions.service.js';
import { PeopleService } from '../modules/users/people.service.js';
import { ProfilePhotos } from '../modules/users/profile-photo.service.js';
import { UsersService } from '../modules/users/users.service.js';
import { wireAuthServices } from './auth-services.js';
import { personalDataReader } from './personal-data.js';
import type { AppSharedState } from './shared-state.js';
import { streamSessionCheck } from './stream-session-check.js';

/** What the services are built from. */
interface ServiceParts {
  config: Config;
  database: Database;
  imageStore: ImageStore;
  shared: AppSharedState;
  clock: Clock;
  tokenSecret: Uint8Array;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
  /** The server's words in each language (decision 070), the app's one instance. */
  languages: ServerLanguages;
  /** Maintenance while a backup is restored from the admin page (decision 065). */
  maintenance: MaintenanceMode;
  /** Resolves once the requests in hand have ended (the maintenance gate counts them). */
  requestsDrained: (timeoutMs: number) => Promise<void>;
  /** Tells every instance the catalogue changed (after a restore). */
  announceCatalogue: () => Promise<void>;
}

/** Every module's services, built once and handed to the routes, the plugins and the job worker. */
export type AppServices = ReturnType<typeof wireServices>;

/**
 * Builds each module's services with what they share (the database, the clock, the image
 * store, live events, the notifier). Nothing here reads or writes yet: building is wiring.
 */
export function wireServices(parts: ServiceParts) {
  const { config, database, imageStore, clock, tokenSecret, passwords, log, maintenance } = parts;
  const { limiters, eventBus } = parts.shared;
  const db = database.db;
  const origin = config.publicUrl ?? '';
  // Live events (decision 023): orders, listings, people and conversations tell users of their
  // changes; a stream ends with its sign-in session (issue 41 item 8).
  const liveEvents = new LiveEvents(eventBus, config.liveEvents.maxStreamsPerUser);
  const authServices = wireAuthServices({ config, db, clock, limiters, tokenSecret, passwords, liveEvents });
  // Listing photos and profile photos wait their turn in one queue: one pool of threads for sharp.
  const imageQueue = new ImageQueue(config.uploads.workers, config.uploads.queueMax);
  const profilePhotos = new ProfilePhotos(db, imageStore, origin, clock);
  const unsubscribeTokens = new UnsubscribeTokens(tokenSecret);
  // Notices in each reader's language, prices in the shop's currency (decision 070).
  const notifier = new Notifier(unsubscribeTokens, clock, parts.languages);
  const savedSearchTokens = new SavedSearchTokens(tokenSecret);
  const messagePhotos: MessagePhotos = {
    queue: imageQueue,
    store: (bytes, owner, run) => storeMessagePhoto(db, imageStore, bytes, { ...owner, origin }, run, clock),
    read: (imageId) => readMessagePhoto(imageStore, imageId),
  };
  const products = new ProductsService(db, origin, {
    storefront: storefrontSqlFor(database.dialect),
    cursorSecret: tokenSecret,
  });
  const backupStore = configuredBackupStore(config);
  const backupRunner = new BackupRunner({ db, config, store: backupStore, clock, log });
  const imageUploads: ImageRouteDeps = {
    db,
    store: imageStore,
    origin,
    limits: config.uploads,
    queue: imageQueue,
    clock,
  };
  const languages = new ShopLanguages(db, clock);
  const brands = new BrandsService(db, clock, (trx, id) => products.rewriteBrandWords(trx, id));
  const offers = new OffersService(db, origin, liveEvents, notifier, clock);
  const modules = {
    ...authServices,
    imageQueue,
    imageUploads,
    profilePhotos,
    liveEvents,
    /** Asked at each live stream's heartbeat: is its account and session still on. */
    streamSessionCheck: streamSessionCheck(db, authServices.sessions),
    users: new UsersService(db, clock),
    people: new PeopleService(db, authServices.sessions, profilePhotos, liveEvents, clock, notifier),
    sitePages: new SitePagesService(db, clock),
    languages,
    brands,
    models: new ModelsService(db, clock, origin),
    notifications: new NotificationsService(db, unsubscribeTokens, clock),
    offers,
    // A booking the seller accepts declines the listing's open offers (issue 45).
    orders: new OrdersService(
      db,
      origin,
      liveEvents,
      notifier,
      clock,
      { timeZone: config.shopTimeZone, organizer: mailSender(config.mail.from, config.shopName) },
      (trx, ...booked) => offers.declineForBooking(trx, ...booked),
    ),
    conversations: new ConversationsService(db, clock, {
      events: liveEvents,
      reportedThread: (id) => isConversationReported(db, id),
      throttle: new MessageThrottle(limiters, config.messageLimits),
      origin,
    }),
    messagePhotos,
    reports: new ReportsService(db, clock, limiters),
    moderation: new ModerationService(db, clock, authServices.sessions, liveEvents, notifier),
    reviews: new ReviewsService(db, clock, notifier),
    jobsAdmin: new JobsAdminService(db, clock),
    overview: new OverviewService(db, clock),
    products,
    // Titles the catalogue's own search finds: every model offered leads to results.
    searchSuggestions: new SearchSuggestionsService(
      async (q, limit, catalogueVersion) => {
        const page = await products.list(ProductListQuerySchema.parse({ q, limit }), { catalogueVersion });
        return page.items.map((item) => item.name);
      },
      () => brands.withSearchWords(),
    ),
    listings: new ListingsService(db, origin, config.uploads, liveEvents, notifier, clock),
    favourites: new FavouritesService(db, origin, clock),
    savedSearches: new SavedSearchesService(db, savedSearchTokens, clock),
    savedSearchAlerts: new SavedSearchAlerts({
      db,
      postgres: database.dialect === 'postgres',
      tokens: savedSearchTokens,
      clock,
      log,
    }),
    sellerPage: new SellerPageService(db, origin),
    backupStore,
    backupRunner,
    backups: new BackupsService(db, backupStore, clock),
    backupRestorer: new BackupRestorer({
      db,
      config,
      store: backupStore,
      maintenance,
      requestsDrained: parts.requestsDrained,
      announceCatalogue: parts.announceCatalogue,
      clock,
      log,
    }),
    backupScheduler: new BackupScheduler({ db, schedule: config.backups.schedule, clock, log }),
    // SQLite's full-text indexes merge in short turns of their own (decision 056); PostgreSQL's need none.
    searchIndexMerges: database.dialect === 'sqlite' ? new SearchIndexMerges({ db, log }) : undefined,
    // Reminders before agreed meetings and "did it happen?" after them (issue 45, item 3).
    offerSweeps: new OfferSweeps({ db, notifier, events: liveEvents, clock, origin, log }),
    meetingReminders: new MeetingReminders({
      db,
      notifier,
      timeZone: config.shopTimeZone,
      origin,
      clock,
      log,
    }),
    /** The jobs these services queue, by kind, for the job worker. */
    jobHandlers: {
      [PASSWORD_RESET_JOB]: authServices.passwordReset.jobHandler,
      [MESSAGE_NOTICE_JOB]: messageNoticeJob(db, notifier),
      [BACKUP_JOB]: backupRunner.jobHandler,
    },
  };
  // A person's archive (decision 062) is read through the services above.
  const dataExports = new DataExports({
    db,
    files: new ExportFiles(path.join(config.dataDir, 'exports')),
    tokens: new ExportTokens(tokenSecret),
    gather: personalDataReader(modules, origin),
    photos: imageStore,
    limiters,
    clock,
  });
  return {
    ...modules,
    dataExports,
    jobHandlers: {
      ...modules.jobHandlers,
      [DATA_EXPORT_JOB]: dataExports.buildJob,
      [DATA_EXPORT_EXPIRY_JOB]: dataExports.expiryJob,
    },
  };
}
