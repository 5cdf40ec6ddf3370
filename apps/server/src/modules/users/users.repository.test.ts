import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findLiveUserByEmail, findSignInByEmail, insertUser, updateUser } from './users.repository.js';

describe.each(TEST_DIALECTS)('the users repository edge on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const stored = (id: string) =>
    t.app.database.db
      .selectFrom('users')
      .select(['seller', 'admin', 'disabled', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers flags as booleans and keeps the password hash behind', async () => {
    const email = uniqueEmail('edge');
    const created = await insertUser(t.app.database.db, {
      name: 'Edge',
      email,
      passwordHash: 'not-a-real-hash',
      googleSub: null,
      photoUrl: null,
      seller: true,
      admin: false,
      lastSignInAt: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    const found = await findLiveUserByEmail(t.app.database.db, email);
    expect(found).toEqual(created);
    expect(found).toMatchObject({ seller: true, admin: false, disabled: false, hasPassword: true });
    expect(Object.keys(found ?? {})).not.toContain('password_hash');
    expect(JSON.stringify(found)).not.toContain('not-a-real-hash');
    expect((await findSignInByEmail(t.app.database.db, email))?.passwordHash).toBe('not-a-real-hash');
    expect(await stored(created.id)).toEqual({
      seller: 1,
      admin: 0,
      disabled: 0,
      password_hash: 'not-a-real-hash',
    });
  });

  it('stores boolean changes as 0/1 and leaves unnamed columns alone', async () => {
    const email = uniqueEmail('edge-change');
    const created = await insertUser(t.app.database.db, {
      name: 'Edge',
      email,
      passwordHash: null,
      googleSub: 'google-edge',
      photoUrl: null,
      seller: false,
      admin: false,
      lastSignInAt: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(created.hasPassword).toBe(false);
    await updateUser(t.app.database.db, created.id, { admin: true, seller: true });
    expect(await stored(created.id)).toEqual({ seller: 1, admin: 1, disabled: 0, password_hash: null });
    expect(await findLiveUserByEmail(t.app.database.db, email)).toMatchObject({
      seller: true,
      admin: true,
      googleSub: 'google-edge',
    });
  });
});
