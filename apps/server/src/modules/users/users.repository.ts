import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { hasRowLocks } from '../../db/write-transaction.js';
import type { NewUser, User, UserChanges } from './user.js';
import type { NewUserRecord, UserRecord, UserRecordUpdate } from './users.table.js';

/** Emails compare case-insensitively; they are stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The repository edge: 0/1 flags become booleans and the password hash stays behind. */
function toUser(record: UserRecord): User {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    googleSub: record.google_sub,
    photoUrl: record.photo_url,
    photoImageId: record.photo_image_id,
    hasPassword: record.password_hash !== null,
    seller: record.seller === 1,
    admin: record.admin === 1,
    disabled: record.disabled === 1,
    createdAt: record.created_at,
    lastSignInAt: record.last_sign_in_at,
    emailVerifiedAt: record.email_verified_at,
  };
}

function liveUsers(db: Kysely<DB>) {
  return db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
}

export async function findLiveUserById(db: Kysely<DB>, id: string): Promise<User | undefined> {
  const record = await liveUsers(db).where('id', '=', id).executeTakeFirst();
  return record && toUser(record);
}

export async function findLiveUserByEmail(db: Kysely<DB>, email: string): Promise<User | undefined> {
  const record = await liveUsers(db).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return record && toUser(record);
}

export async function findLiveUserByGoogleSub(db: Kysely<DB>, sub: string): Promise<User | undefined> {
  const record = await liveUsers(db).where('google_sub', '=', sub).executeTakeFirst();
  return record && toUser(record);
}

/** The one read of a password hash: the account behind an email, for the password check. */
export async function findSignInByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<{ user: User; passwordHash: string | null } | undefined> {
  const record = await liveUsers(db).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return record && { user: toUser(record), passwordHash: record.password_hash };
}

/** Stores a new account and answers it as the rest of the server sees it. */
export async function insertUser(db: Kysely<DB>, user: NewUser): Promise<User> {
  const record = {
    id: uuidv7(),
    name: user.name,
    email: user.email,
    password_hash: user.passwordHash,
    google_sub: user.googleSub,
    photo_url: user.photoUrl,
    photo_image_id: null,
    seller: flag(user.seller),
    admin: flag(user.admin),
    disabled: 0,
    created_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    deleted_at: null,
    email_verified_at: user.emailVerifiedAt ?? null,
    seller_terms_accepted_at: null,
    rating_sum: 0,
    rating_count: 0,
    locale: null,
  } satisfies NewUserRecord;
  await db.insertInto('users').values(record).execute();
  return toUser(record);
}

export async function updateUser(db: Kysely<DB>, id: string, changes: UserChanges): Promise<void> {
  const update: UserRecordUpdate = {};
  if (changes.name !== undefined) update.name = changes.name;
  if (changes.photoUrl !== undefined) update.photo_url = changes.photoUrl;
  if (changes.photoImageId !== undefined) update.photo_image_id = changes.photoImageId;
  if (changes.passwordHash !== undefined) update.password_hash = changes.passwordHash;
  if (changes.seller !== undefined) update.seller = flag(changes.seller);
  if (changes.admin !== undefined) update.admin = flag(changes.admin);
  if (changes.disabled !== undefined) update.disabled = flag(changes.disabled);
  if (changes.googleSub !== undefined) update.google_sub = changes.googleSub;
  if (changes.email !== undefined) update.email = changes.email;
  if (changes.lastSignInAt !== undefined) update.last_sign_in_at = changes.lastSignInAt;
  if (changes.emailVerifiedAt !== undefined) update.email_verified_at = changes.emailVerifiedAt;
  if (changes.sellerTermsAcceptedAt !== undefined)
    update.seller_terms_accepted_at = changes.sellerTermsAcceptedAt;
  if (Object.keys(update).length === 0) return;
  await db.updateTable('users').set(update).where('id', '=', id).execute();
}

/** The stored image of the account's photo, its row locked (on PostgreSQL) until the transaction ends. */
export async function lockPhotoOf(trx: Transaction<DB>, id: string): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .select('photo_image_id')
    .where('id', '=', id)
    .$if(hasRowLocks(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  return row?.photo_image_id ?? null;
}
