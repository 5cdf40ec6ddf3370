import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROWS } from '../../test/authorization-matrix/accounts-rows.js';
import { ADMIN_ROWS } from '../../test/authorization-matrix/admin-rows.js';
import { CATALOGUE_ROWS } from '../../test/authorization-matrix/catalogue-rows.js';
import type { Caller, Context, Row } from '../../test/authorization-matrix/matrix.js';
import { CALLERS } from '../../test/authorization-matrix/matrix.js';
import { SIGN_IN_ROWS } from '../../test/authorization-matrix/sign-in-rows.js';
import { TRADE_ROWS } from '../../test/authorization-matrix/trade-rows.js';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { smallPng } from '../../test/image-corpus.js';
import { multipartBody } from '../../test/multipart.js';
import { signUp } from '../../test/sessions.js';
import { createTestApp } from '../../test/test-app.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { issueActionCode } from '../modules/auth/action-codes.js';
import { RefreshSessions } from '../modules/auth/refresh-sessions.js';
import { ExportTokens } from '../modules/data-export/export-tokens.js';
import { enqueueJob } from '../modules/jobs/job-queue.js';
import type { UserRecord } from '../modules/users/users.table.js';

/**
 * Every API route × every kind of caller × the status it must answer (OWASP API1/API5:
 * object- and function-level authorization). A route that exists but is missing here
 * fails the test, so a new route cannot ship without its row.
 */
const MATRIX: Row[] = [...CATALOGUE_ROWS, ...SIGN_IN_ROWS, ...ACCOUNT_ROWS, ...TRADE_ROWS, ...ADMIN_ROWS];

describe.each(TEST_DIALECTS)('authorization matrix on %s', (dialect) => {
  const secret = 'matrix-test-token-secret-of-enough-length';
  let ctx: Context;
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** Fresh backup archives so far: each gets its own name. */
  let backups = 0;

  beforeAll(async () => {
    // The matrix's few callers send hundreds of messages in seconds: past the real caps (issue 41.4).
    const t = await createTestApp(dialect, { TOKEN_SECRET: secret, MESSAGES_PER_MINUTE: '10000' });
    const db = t.app.database.db;
    const users = {
      buyer: await insertUser(db, { seller: 0, name: 'Matrix Buyer' }),
      seller: await insertUser(db, { seller: 1, name: 'Matrix Seller' }),
      otherSeller: await insertUser(db, { seller: 1 }),
      admin: await insertUser(db, { seller: 0, admin: 1 }),
      deleted: await insertUser(db, { seller: 1, admin: 1, deleted_at: new Date().toISOString() }),
    };
    const signer = new AccessTokens(new TextEncoder().encode(secret));
    const sessions = new RefreshSessions(db);
    // Each caller signed in just now, with a live session: sensitive routes let them through.
    const signedInNow = async (user: UserRecord) =>
      signer.sign(user.id, (await sessions.start(user.id)).session);
    tokens = Object.fromEntries(
      await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await signedInNow(u)])),
    );
    const longAgo = new Date(Date.now() - 3600_000).toISOString();
    const staleTokens = Object.fromEntries(
      await Promise.all(
        Object.entries(users).map(async ([k, u]) => {
          const { session } = await sessions.start(u.id);
          await db
            .updateTable('refresh_tokens')
            .set({ signed_in_at: longAgo })
            .where('family_id', '=', session.id)
            .execute();
          return [k, await signer.sign(u.id, { id: session.id, signedInAt: longAgo })];
        }),
      ),
    ) as Context['staleTokens'];
    const KINDS: Record<Exclude<Caller, 'anonymous'>, Partial<UserRecord>> = {
      buyer: { seller: 0 },
      seller: { seller: 1 },
      otherSeller: { seller: 1 },
      admin: { seller: 0, admin: 1 },
      deleted: { seller: 1, deleted_at: new Date().toISOString() },
    };
    const freshToken = async (caller: Caller) =>
      caller === 'anonymous' ? undefined : signedInNow(await insertUser(db, KINDS[caller]));
    const png = await smallPng(500, 400);
    const upload = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: png });
    const imageUrl = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: upload.payload,
        headers: { ...upload.headers, authorization: `Bearer ${tokens.seller}` },
      })
    ).json().data.url;
    const loginEmail = (await signUp(t.app, { password: 'long enough pw' })).user.email;
    const freshProduct = async () => (await insertProduct(db, users.seller.id)).id;
    ctx = {
      t,
      users,
      png,
      imageUrl,
      loginEmail,
      freshProduct,
      freshOrder: async () => {
        const productId = await freshProduct();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { productId, phoneNumber: '555 0100', location: 'Park' },
        });
        return res.json()._id;
      },
      freshPerson: (seller) => insertUser(db, { seller: seller ? 1 : 0 }),
      freshCompletedOrder: async () => {
        const orderId = await ctx.freshOrder();
        for (const status of ['accepted', 'completed']) {
          await t.app.inject({
            method: 'PATCH',
            url: `/api/orders/${orderId}`,
            headers: { authorization: `Bearer ${tokens.seller}` },
            payload: { status },
          });
        }
        return orderId;
      },
      freshReview: async () => {
        const orderId = await ctx.freshCompletedOrder();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/review`,
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { rating: 3, text: 'Fine' },
        });
        return res.json().id;
      },
      freshConversation: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { productId: await freshProduct(), text: 'A question for the matrix' },
        });
        return res.json().id;
      },
      freshCase: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: { authorization: `Bearer ${tokens.otherSeller}` },
          payload: { kind: 'listing', targetId: await freshProduct(), reason: 'spam' },
        });
        return res.json().caseId;
      },
      freshDecidedCase: async () => {
        const caseId = await ctx.freshCase();
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reports/${caseId}/actions`,
          headers: { authorization: `Bearer ${tokens.admin}` },
          payload: { action: 'dismiss' },
        });
        return caseId;
      },
      freshReportedConversation: async () => {
        const conversationId = await ctx.freshConversation();
        const seller = { authorization: `Bearer ${tokens.seller}` };
        const thread = await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: seller });
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: seller,
          payload: { kind: 'message', targetId: thread.json().messages[0].id, reason: 'spam' },
        });
        return conversationId;
      },
      freshMessagePhoto: async (reported) => {
        const conversationId = await ctx.freshConversation();
        const photo = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: png });
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${conversationId}/photos`,
          headers: { authorization: `Bearer ${tokens.seller}`, ...photo.headers },
          payload: photo.payload,
        });
        if (reported) {
          await t.app.inject({
            method: 'POST',
            url: '/api/reports',
            headers: { authorization: `Bearer ${tokens.buyer}` },
            payload: { kind: 'message', targetId: sent.json().id, reason: 'spam' },
          });
        }
        return sent.json().photoUrl;
      },
      freshSavedSearch: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: { authorization: `Bearer ${tokens.buyer}` },
          payload: { name: 'Matrix alert', query: 'q=matrix&category=2', frequency: 'instant' },
        });
        return res.json()._id;
      },
      freshDataExport: async () => {
        const exportId = randomBytes(16).toString('hex');
        fs.mkdirSync(path.join(t.dataDir, 'exports'), { recursive: true });
        fs.writeFileSync(path.join(t.dataDir, 'exports', `${exportId}.zip`), 'PK');
        const expiresAt = new Date(Date.now() + 3_600_000);
        return new ExportTokens(new TextEncoder().encode(secret)).sign(users.seller.id, {
          exportId,
          expiresAt,
        });
      },
      freshDeadJob: async () => {
        await enqueueJob(db, { kind: 'matrix-no-handler', payload: {} });
        await t.app.jobWorker.runDue();
        const job = await db
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', 'dead')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return job.id;
      },
      freshBackup: async () => {
        const name = `refocus-matrix-20261207T${String(++backups).padStart(6, '0')}Z.tar.gz`;
        fs.mkdirSync(path.join(t.dataDir, 'backups'), { recursive: true });
        fs.writeFileSync(path.join(t.dataDir, 'backups', name), 'not really an archive');
        return name;
      },
      freshToken,
      staleTokens,
      freshActionCode: async (purpose) => {
        const person = await insertUser(db, { seller: 0, email_verified_at: null });
        return issueActionCode(db, { userId: person.id, email: person.email, purpose }, () => new Date());
      },
    };
  });
  afterAll(() => ctx.t.close());

  it('lists every API route', () => {
    const listed = new Set(MATRIX.map((row) => row.route));
    const missing = ctx.t.app.apiRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });

  it.each(MATRIX.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const answers: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, caller] of CALLERS.entries()) {
        const request = await row.request(ctx, caller);
        const headers = { ...(request.headers ?? {}) } as Record<string, string>;
        // A row may bring its own caller's token (a fresh account, an old sign-in).
        if (caller !== 'anonymous' && !headers.authorization)
          headers.authorization = `Bearer ${tokens[caller]}`;
        const res = await ctx.t.app.inject({ ...request, headers });
        answers[caller] = res.statusCode;
        expected[caller] = row.expect[index]!;
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json')) {
          expect(res.json().error.code).toEqual(expect.any(String));
        }
      }
      expect(answers).toEqual(expected);
    },
  );
});
