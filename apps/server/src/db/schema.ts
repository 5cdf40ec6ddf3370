import type { AuditLogTable } from '../modules/audit/audit.table.js';
import type { ActionCodesTable } from '../modules/auth/action-codes.table.js';
import type { RecoveryCodesTable, TotpFactorsTable } from '../modules/auth/mfa.table.js';
import type { RefreshTokensTable } from '../modules/auth/refresh-tokens.table.js';
import type { BackupRunsTable } from '../modules/backups/backup-runs.table.js';
import type { BrandsTable } from '../modules/brands/brands.table.js';
import type { CatalogueStateTable } from '../modules/catalogue/catalogue-state.table.js';
import type {
  ConversationMessagesTable,
  ConversationsTable,
} from '../modules/conversations/conversations.table.js';
import type { FavouritesTable } from '../modules/favourites/favourites.table.js';
import type { ImagesTable, ImageUploadsTable } from '../modules/images/images.table.js';
import type { JobsTable } from '../modules/jobs/jobs.table.js';
import type { ShopSettingsTable } from '../modules/languages/languages.table.js';
import type { ModelPriceGuidesTable, ModelsTable } from '../modules/models/models.table.js';
import type { ModerationCasesTable, ReportsTable } from '../modules/moderation/moderation.table.js';
import type {
  NotificationMailSlotsTable,
  NotificationPreferencesTable,
  NotificationsTable,
} from '../modules/notifications/notifications.table.js';
import type { OfferMovesTable, OffersTable } from '../modules/offers/offers.table.js';
import type { MeetingProposalsTable, OrdersTable } from '../modules/orders/orders.table.js';
import type { SitePagesTable } from '../modules/pages/site-pages.table.js';
import type { ProductPhotosTable } from '../modules/products/product-photos.table.js';
import type { ProductsTable } from '../modules/products/products.table.js';
import type {
  StorefrontCountsTable,
  StorefrontEntriesTable,
  StorefrontMonthCountsTable,
  StorefrontSoldEntriesTable,
  StorefrontSoldMonthCountsTable,
} from '../modules/products/storefront.table.js';
import type { ReviewsTable } from '../modules/reviews/reviews.table.js';
import type {
  SavedSearchesTable,
  SavedSearchHitsTable,
  SavedSearchKeysTable,
  SavedSearchStateTable,
} from '../modules/saved-searches/saved-searches.table.js';
import type { UsersTable } from '../modules/users/users.table.js';

/**
 * The database as Kysely sees it. Each table's type lives next to the repository of the
 * module that owns it (`modules/<module>/<table>.table.ts`, decision 022); this file only
 * gathers them. Both dialects store the same shapes: ids are UUIDv7 text, timestamps
 * ISO-8601 UTC text (sortable, identical in SQLite and PostgreSQL), flags 0/1 integers
 * (better-sqlite3 cannot bind booleans), money whole cents, statuses their contract unions.
 */
export interface DB {
  jobs: JobsTable;
  action_codes: ActionCodesTable;
  catalogue_state: CatalogueStateTable;
  users: UsersTable;
  shop_settings: ShopSettingsTable;
  refresh_tokens: RefreshTokensTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  products: ProductsTable;
  product_photos: ProductPhotosTable;
  orders: OrdersTable;
  meeting_proposals: MeetingProposalsTable;
  offers: OffersTable;
  offer_moves: OfferMovesTable;
  images: ImagesTable;
  image_uploads: ImageUploadsTable;
  storefront_entries: StorefrontEntriesTable;
  storefront_counts: StorefrontCountsTable;
  storefront_month_counts: StorefrontMonthCountsTable;
  storefront_sold_month_counts: StorefrontSoldMonthCountsTable;
  storefront_sold_entries: StorefrontSoldEntriesTable;
  site_pages: SitePagesTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_mail_slots: NotificationMailSlotsTable;
  reviews: ReviewsTable;
  moderation_cases: ModerationCasesTable;
  reports: ReportsTable;
  audit_log: AuditLogTable;
  favourites: FavouritesTable;
  saved_searches: SavedSearchesTable;
  saved_search_keys: SavedSearchKeysTable;
  saved_search_hits: SavedSearchHitsTable;
  saved_search_state: SavedSearchStateTable;
  backup_runs: BackupRunsTable;
  brands: BrandsTable;
  models: ModelsTable;
  model_price_guides: ModelPriceGuidesTable;
}
