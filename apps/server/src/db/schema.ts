import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Both dialects store the same shapes: ids are UUIDv7 text,
 * timestamps ISO-8601 UTC text (sortable, identical in SQLite and PostgreSQL),
 * flags 0/1 integers (better-sqlite3 cannot bind booleans), money whole cents.
 */
export interface UsersTable {
  id: string;
  name: string;
  /** Stored lower-cased: emails compare case-insensitively. */
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  photo_url: string | null;
  seller: number;
  admin: number;
  disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
  deleted_at: string | null;
  /** When the address was confirmed (a link followed, or vouched for by Google or an operator). */
  email_verified_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** When the session's owner last proved who they are (sign-in or re-authentication). */
  signed_in_at: string | null;
  user_agent: string | null;
}

/** One authenticator app per user (migration 006, decision 017). */
export interface TotpFactorsTable {
  user_id: string;
  /** AES-256-GCM, key derived from the token secret: see totp-secret-box.ts. */
  secret_encrypted: string;
  /** Null while the enrolment waits for its confirming code. */
  enabled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_used_step: number | null;
  created_at: string;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface ProductsTable {
  id: string;
  seller_id: string;
  image_id: string | null;
  name: string;
  img_url: string;
  category_id: number;
  location: string;
  resale_price: number;
  original_price: number;
  year_of_use: number;
  seller_name: string;
  condition: string;
  seller_number: string;
  year_of_purchase: number;
  description: string;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface OrdersTable {
  id: string;
  product_id: string;
  buyer_id: string | null;
  user_name: string;
  user_email: string;
  product_name: string;
  price: number;
  phone_number: string;
  location: string;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ImagesTable {
  /** SHA-256 of the uploaded bytes: the store is content-addressed. */
  id: string;
  owner_id: string | null;
  width: number;
  height: number;
  created_at: string;
}

/** One accepted upload: who may use the image in a listing, and what the upload quotas count. */
interface ImageUploadsTable {
  id: string;
  image_id: string;
  user_id: string;
  bytes: number;
  created_at: string;
}

interface CatalogueStateTable {
  id: number;
  version: number;
}

/** One row per listing the storefront shows, kept by triggers (migration 003, decision 007). */
interface StorefrontEntriesTable {
  seq: Generated<number>;
  product_id: string;
  category_id: number;
  created_at: string;
  resale_price: number;
}

/** Listings on the storefront per brand, kept by triggers on storefront_entries. */
interface StorefrontCountsTable {
  category_id: number;
  listings: number;
}

/** The durable job queue (migration 005, decision 014). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  /** When the job may run (next): a retry waits here. */
  run_at: string;
  /** A running job whose lease passed is taken to have died with its worker. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A single-use link sent by e-mail, stored as a hash (migration 005). */
export interface ActionCodesTable {
  id: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password' | 'change-email';
  code_hash: string;
  /** The address the code was sent to: verifying it confirms this address only. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

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
