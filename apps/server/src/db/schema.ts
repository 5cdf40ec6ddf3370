import type { ActionCodesTable } from '../modules/auth/action-codes.table.js';
import type { RecoveryCodesTable, TotpFactorsTable } from '../modules/auth/mfa.table.js';
import type { RefreshTokensTable } from '../modules/auth/refresh-tokens.table.js';
import type { CatalogueStateTable } from '../modules/catalogue/catalogue-state.table.js';
import type { ImagesTable, ImageUploadsTable } from '../modules/images/images.table.js';
import type { JobsTable } from '../modules/jobs/jobs.table.js';
import type { OrdersTable } from '../modules/orders/orders.table.js';
import type { ProductsTable } from '../modules/products/products.table.js';
import type { StorefrontCountsTable, StorefrontEntriesTable } from '../modules/products/storefront.table.js';
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
  refresh_tokens: RefreshTokensTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  products: ProductsTable;
  orders: OrdersTable;
  images: ImagesTable;
  image_uploads: ImageUploadsTable;
  storefront_entries: StorefrontEntriesTable;
  storefront_counts: StorefrontCountsTable;
}
