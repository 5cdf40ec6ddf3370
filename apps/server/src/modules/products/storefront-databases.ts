import type { Dialect } from '../../db/database.js';
import { postgresStorefront } from './storefront-postgres.js';
import type { StorefrontSql } from './storefront-sql.js';
import { sqliteStorefront } from './storefront-sqlite.js';

/** The storefront's SQL for the configured database: the one place that tells them apart. */
export function storefrontSqlFor(dialect: Dialect): StorefrontSql {
  return dialect === 'postgres' ? postgresStorefront : sqliteStorefront;
}
