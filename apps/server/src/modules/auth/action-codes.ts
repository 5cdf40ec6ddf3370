import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  type ActionCodeRow,
  findActionCodeByHash,
  insertActionCode,
  retireActionCodes,
  useActionCode,
} from './action-codes.repository.js';
import { authErrors } from './auth-errors.js';

type Purpose = ActionCodeRow['purpose'];

/** How long each kind of link works (issue #13). */
const ACTION_CODE_TTL_MS: Record<Purpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
  /** A new address to confirm, like a first one. */
  'change-email': 24 * 3_600_000,
  /** As long as the change it stops can still be confirmed. */
  'cancel-email-change': 24 * 3_600_000,
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Issues a single-use code of 256 random bits for `purpose`; only its SHA-256 is stored, so
 * a copy of the database opens no account. The user's older codes for the purpose stop
 * working, unless `keepOlder`: every "cancel the change" link an owner got must still work.
 */
export async function issueActionCode(
  db: Kysely<DB>,
  request: { userId: string; email: string; purpose: Purpose; keepOlder?: boolean },
  clock: Clock,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = clock();
  if (!request.keepOlder) await retireActionCodes(db, request.userId, request.purpose, now.toISOString());
  await insertActionCode(db, {
    id: uuidv7(),
    user_id: request.userId,
    purpose: request.purpose,
    code_hash: hashCode(code),
    email: request.email,
    expires_at: new Date(now.getTime() + ACTION_CODE_TTL_MS[request.purpose]).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  return code;
}

/** Throws as `redeemActionCode` would, using nothing: a cheap look before slow work. */
export async function checkActionCode(
  db: Kysely<DB>,
  code: string,
  purpose: Purpose,
  clock: Clock,
): Promise<void> {
  const row = await findActionCodeByHash(db, hashCode(code));
  if (!row || row.purpose !== purpose || row.used_at !== null) throw invalidCode();
  if (row.expires_at <= clock().toISOString()) throw expiredCode();
}

/**
 * Uses the code, in the caller's transaction, or refuses: `auth/expired-action-code` when
 * its time has passed, `auth/invalid-action-code` when it is unknown, garbled, for another
 * purpose, or used already (also by a request racing this one).
 */
export async function redeemActionCode(
  db: Kysely<DB>,
  code: string,
  purpose: Purpose,
  clock: Clock,
): Promise<ActionCodeRow> {
  const row = await findActionCodeByHash(db, hashCode(code));
  const now = clock().toISOString();
  if (!row || row.purpose !== purpose || row.used_at !== null) throw invalidCode();
  if (row.expires_at <= now) throw expiredCode();
  if (!(await useActionCode(db, row.id, now))) throw invalidCode();
  return row;
}

const invalidCode = () => new AppError('auth/invalid-action-code', authErrors.linkValidUsedAlready);
const expiredCode = () => new AppError('auth/expired-action-code', authErrors.linkExpiredAskNew);

/** The stored code, if it exists and can no longer be used (used, replaced or expired). */
export async function findUsedActionCode(
  db: Kysely<DB>,
  code: string,
  clock: Clock,
): Promise<ActionCodeRow | undefined> {
  const row = await findActionCodeByHash(db, hashCode(code));
  return row && (row.used_at !== null || row.expires_at <= clock().toISOString()) ? row : undefined;
}

/** What a code was issued for, if it exists at all: one confirmation page serves several kinds of link. */
export async function purposeOfActionCode(db: Kysely<DB>, code: string): Promise<Purpose | undefined> {
  return (await findActionCodeByHash(db, hashCode(code)))?.purpose;
}

/**
 * Ends a pending e-mail change: its link stops working (issue 41, item 2). Called when the
 * owner recovers the account — a reset, a new password, "sign out other devices" — so a link
 * someone else asked for cannot move the account afterwards, and by the cancel link.
 */
export async function retirePendingEmailChange(db: Kysely<DB>, userId: string, clock: Clock): Promise<void> {
  await retireActionCodes(db, userId, 'change-email', clock().toISOString());
}
