import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001-initial-schema.js';
import * as catalogueVersion from './002-catalogue-version.js';
import * as storefrontSearch from './003-storefront-search.js';
import * as imageUploads from './004-image-uploads.js';
import * as accountsMail from './005-accounts-mail.js';
import * as accountSecurity from './006-account-security.js';
import * as newestIndexesCoverPrice from './008-newest-indexes-cover-price.js';

/**
 * Migrations are imported statically rather than read from a folder, so the bundled
 * server carries them and both dialects run exactly the same list, in name order.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-catalogue-version': catalogueVersion,
  '003-storefront-search': storefrontSearch,
  '004-image-uploads': imageUploads,
  '005-accounts-mail': accountsMail,
  '006-account-security': accountSecurity,
  '008-newest-indexes-cover-price': newestIndexesCoverPrice,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
