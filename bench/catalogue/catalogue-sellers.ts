import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.public.js';
import { generatedSellers } from './generated-listings.js';

export interface CatalogueSeller {
  id: string;
  name: string;
  phone: string;
}

/**
 * The generator's seller accounts, created once and reused by later runs (by email). They
 * can sign in only when a password is given.
 */
export async function catalogueSellers(
  db: Kysely<DB>,
  count: number,
  password: string | undefined,
): Promise<CatalogueSeller[]> {
  const wanted = generatedSellers(count);
  const passwordHash = password ? await hashPassword(password) : null;
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      wanted.map((s) => s.email),
    )
    .where('deleted_at', 'is', null)
    .execute();
  const idByEmail = new Map(existing.map((u) => [u.email, u.id]));
  const missing = wanted.filter((s) => !idByEmail.has(s.email));
  if (missing.length > 0) {
    const createdAt = new Date().toISOString();
    const rows = missing.map((s) => ({
      id: uuidv7(),
      name: s.name,
      email: s.email,
      password_hash: passwordHash,
      google_sub: null,
      photo_url: null,
      seller: 1 as const,
      admin: 0 as const,
      disabled: 0 as const,
      created_at: createdAt,
      last_sign_in_at: null,
      deleted_at: null,
      email_verified_at: createdAt,
    }));
    await db.insertInto('users').values(rows).execute();
    for (const row of rows) idByEmail.set(row.email, row.id);
  }
  return wanted.map((s) => ({ id: idByEmail.get(s.email)!, name: s.name, phone: s.phone }));
}
