import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { auditLogRoutes } from '../modules/audit/audit-log.routes.js';
import { accountRoutes } from '../modules/auth/account.routes.js';
import { accountMailRoutes } from '../modules/auth/account-mail.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { googleRoutes } from '../modules/auth/google.routes.js';
import { backupRoutes } from '../modules/backups/backups.routes.js';
import { brandRoutes } from '../modules/brands/brands.routes.js';
import { conversationRoutes } from '../modules/conversations/conversations.routes.js';
import { dataExportRoutes } from '../modules/data-export/data-export.routes.js';
import { eventRoutes } from '../modules/events/events.routes.js';
import { favouriteRoutes } from '../modules/favourites/favourites.routes.js';
import { shopRoutes } from '../modules/health/shop.routes.js';
import { imageRoutes } from '../modules/images/images.routes.js';
import { jobsAdminRoutes } from '../modules/jobs/jobs-admin.routes.js';
import { languageRoutes } from '../modules/languages/languages.public.js';
import { modelRoutes } from '../modules/models/models.routes.js';
import { moderationRoutes } from '../modules/moderation/moderation.routes.js';
import { notificationRoutes } from '../modules/notifications/notifications.routes.js';
import { offerRoutes } from '../modules/offers/offers.routes.js';
import { orderRoutes } from '../modules/orders/orders.routes.js';
import { overviewRoutes } from '../modules/overview/overview.routes.js';
import { sitePageRoutes } from '../modules/pages/site-pages.routes.js';
import { listingRoutes } from '../modules/products/listings.routes.js';
import { productRoutes } from '../modules/products/products.routes.js';
import { sellerPageRoutes } from '../modules/products/seller-page.routes.js';
import { reviewRoutes } from '../modules/reviews/reviews.routes.js';
import { savedSearchRoutes } from '../modules/saved-searches/saved-searches.routes.js';
import { searchSuggestionRoutes } from '../modules/search-suggestions/search-suggestions.routes.js';
import { peopleRoutes } from '../modules/users/people.routes.js';
import { profilePhotoRoutes } from '../modules/users/profile-photo.routes.js';
import { userRoutes } from '../modules/users/users.routes.js';
import { DEMO_ACCOUNTS } from '../seed/demo-catalogue.js';
import { routeModule } from './route-module.js';
import type { AppServices } from './services.js';

/**
 * The API, one module at a time, each in its own encapsulated `routes-<name>` plugin. Comes
 * after the platform plugins (they are its declared dependencies) and before the web app.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  { config, db, services }: { config: Config; db: Kysely<DB>; services: AppServices },
): Promise<void> {
  const secureCookies = Boolean(config.publicUrl?.startsWith('https://'));
  const { publicUrl } = config;
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const shopLocale = () => services.languages.shopLocale();
  await app.register(
    routeModule(
      'shop',
      shopRoutes(db, demoEmails, { timeZone: config.shopTimeZone, currency: config.currency, shopLocale }),
    ),
  );
  await app.register(routeModule('languages', languageRoutes(services.languages)));
  await app.register(
    routeModule(
      'auth',
      authRoutes({
        auth: services.auth,
        tokens: services.tokens,
        secureCookies,
        signupsPer10Minutes: config.signupsPer10Minutes,
        publicUrl,
      }),
    ),
  );
  await app.register(
    routeModule(
      'account-mail',
      accountMailRoutes({
        auth: services.auth,
        verification: services.verification,
        reset: services.passwordReset,
        tokens: services.tokens,
        secureCookies,
        publicUrl,
      }),
    ),
  );
  await app.register(
    routeModule(
      'google',
      googleRoutes({ auth: services.auth, google: services.google, publicUrl, secureCookies }),
    ),
  );
  await app.register(
    routeModule(
      'account',
      accountRoutes({
        auth: services.auth,
        mfa: services.mfa,
        sessions: services.sessions,
        tokens: services.tokens,
        publicUrl,
      }),
    ),
  );
  await app.register(
    routeModule('profile-photo', profilePhotoRoutes(services.profilePhotos, services.imageQueue)),
  );
  await app.register(routeModule('data-export', dataExportRoutes(services.dataExports, publicUrl)));
  await app.register(routeModule('users', userRoutes(services.users, services.people, publicUrl)));
  await app.register(routeModule('people', peopleRoutes(services.people, publicUrl)));
  await app.register(routeModule('pages', sitePageRoutes(services.sitePages)));
  await app.register(
    routeModule('events', eventRoutes(services.liveEvents, config.liveEvents, services.streamSessionCheck)),
  );
  await app.register(routeModule('notifications', notificationRoutes(services.notifications)));
  await app.register(routeModule('orders', orderRoutes(services.orders, publicUrl)));
  await app.register(routeModule('offers', offerRoutes(services.offers, publicUrl)));
  await app.register(
    routeModule(
      'conversations',
      conversationRoutes(services.conversations, publicUrl, services.messagePhotos),
    ),
  );
  await app.register(
    routeModule('moderation', moderationRoutes(services.reports, services.moderation, publicUrl)),
  );
  await app.register(routeModule('audit-log', auditLogRoutes(db)));
  await app.register(routeModule('reviews', reviewRoutes(services.reviews, publicUrl)));
  await app.register(routeModule('jobs-admin', jobsAdminRoutes(services.jobsAdmin)));
  await app.register(routeModule('backups', backupRoutes(services.backups, services.backupRestorer)));
  await app.register(routeModule('overview', overviewRoutes(services.overview)));
  await app.register(routeModule('images', imageRoutes(services.imageUploads)));
  await app.register(routeModule('brands', brandRoutes(services.brands)));
  await app.register(routeModule('models', modelRoutes(services.models)));
  await app.register(routeModule('products', productRoutes(services.products)));
  await app.register(routeModule('search-suggestions', searchSuggestionRoutes(services.searchSuggestions)));
  await app.register(routeModule('listings', listingRoutes(services.listings, publicUrl)));
  await app.register(routeModule('favourites', favouriteRoutes(services.favourites)));
  await app.register(routeModule('saved-searches', savedSearchRoutes(services.savedSearches, publicUrl)));
  await app.register(routeModule('seller-page', sellerPageRoutes(services.sellerPage)));
}
