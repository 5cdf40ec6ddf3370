import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { EventStreamReader } from '../../../test/event-stream.js';
import { logIn, REFRESH_COOKIE, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { redisPrefixForTest, TEST_REDIS_URL } from '../../../test/shared-services.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** An event sent last to a stream: once it arrives, the stream was open and heard it. */
const MARKER = { type: 'message-received', data: { conversationId: 'marker', messageId: 'marker' } } as const;

/** Waits for the stream to end; fails after `ms`. */
async function ended(reader: EventStreamReader, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!reader.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reader.ended).toBe(true);
}

/** A stream opened with `session`'s access token, ready. */
async function connect(t: TestApp, session: TestSession, aborts: AbortController[]) {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await t.app.inject({
    url: '/api/events',
    headers: { ...session.auth, accept: 'text/event-stream' },
    payloadAsStream: true,
    signal: abort.signal,
  });
  expect(res.statusCode).toBe(200);
  const reader = new EventStreamReader(res.stream());
  await reader.next((e) => e.event === 'ready');
  return reader;
}

/** Proves a stream is still open: an event published now reaches it. */
async function stillOpen(t: TestApp, session: TestSession, reader: EventStreamReader): Promise<void> {
  const heard = reader.messages(MARKER.type).length;
  await t.app.liveEvents.publish(session.user.uid, MARKER);
  await reader.next(() => reader.messages(MARKER.type).length > heard);
  expect(reader.ended).toBe(false);
}

/**
 * Issue 41 item 8: live event streams outlived sign-out, "end this session", "sign out others"
 * and a disabled account. They end with their session: at once where the server learns of it
 * (the heartbeat here is 5 minutes, so nothing else could end them), and a session ended where
 * this instance does not hear of it ends its streams at the next heartbeat's check.
 */
describe.each(TEST_DIALECTS)('live streams end with their session on %s', (dialect) => {
  let t: TestApp;
  let beating: TestApp;
  let admin: TestSession;
  const aborts: AbortController[] = [];
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      EVENT_HEARTBEAT_SECONDS: '300',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'admin password',
    });
    admin = await logIn(t.app, adminEmail, 'admin password');
    beating = await createTestApp(dialect, { EVENT_HEARTBEAT_SECONDS: '1' });
  });
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await t.close();
    await beating.close();
  });

  /** A person signed in on two devices: the sign-up's session and a sign-in's. */
  async function twoDevices(app: TestApp) {
    const email = uniqueEmail('two-devices');
    const phone = await signUp(app.app, { email, password: 'two devices pass' });
    const laptop = await logIn(app.app, email, 'two devices pass');
    return { phone, laptop };
  }
  const sessionIdOf = async (app: TestApp, who: TestSession) =>
    (
      (await app.app.inject({ url: '/api/auth/sessions', headers: who.auth })).json() as {
        id: string;
        current: boolean;
      }[]
    ).find((s) => s.current)!.id;

  it('"end this session" ends that session’s streams at once, and only those', async () => {
    const { phone, laptop } = await twoDevices(t);
    const onPhone = await connect(t, phone, aborts);
    const onLaptop = await connect(t, laptop, aborts);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${await sessionIdOf(t, phone)}`,
      headers: laptop.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    await ended(onPhone);
    await stillOpen(t, laptop, onLaptop);
  });

  it('"sign out others" ends every other session’s streams at once, and keeps the caller’s', async () => {
    const { phone, laptop } = await twoDevices(t);
    const onPhone = await connect(t, phone, aborts);
    const onLaptop = await connect(t, laptop, aborts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: laptop.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    await ended(onPhone);
    await stillOpen(t, laptop, onLaptop);
  });

  it('disabling the account ends all its streams at once', async () => {
    const { phone, laptop } = await twoDevices(t);
    const streams = [await connect(t, phone, aborts), await connect(t, laptop, aborts)];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/all-buyers/${encodeURIComponent(phone.user.email)}`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const stream of streams) await ended(stream);
  });

  it('signing out ends that session’s streams at once, and only those', async () => {
    const { phone, laptop } = await twoDevices(t);
    const onPhone = await connect(t, phone, aborts);
    const onLaptop = await connect(t, laptop, aborts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: phone.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    await ended(onPhone);
    // Told why, so the browser does not knock again with the dead token.
    expect(onPhone.events.at(-1)?.event).toBe('session-ended');
    await stillOpen(t, laptop, onLaptop);
  });

  it('a session or account ended where this instance did not hear of it ends at the next heartbeat', async () => {
    const { phone, laptop } = await twoDevices(beating);
    const onPhone = await connect(beating, phone, aborts);
    const onLaptop = await connect(beating, laptop, aborts);
    const db = beating.app.database.db;
    // As another instance without a shared bus would: straight in the database.
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', await sessionIdOf(beating, phone))
      .execute();
    await ended(onPhone);
    await stillOpen(beating, laptop, onLaptop);
    await db.updateTable('users').set({ disabled: 1 }).where('id', '=', laptop.user.uid).execute();
    await ended(onLaptop);
  });
});

/**
 * Across instances: two apps on one PostgreSQL database and one Redis, as two instances behind
 * a load balancer. A session ended on one ends its stream held by the other, at once.
 */
describe.skipIf(!TEST_DIALECTS.includes('postgres'))('live streams end across instances', () => {
  let one: TestApp;
  let two: TestApp;
  const aborts: AbortController[] = [];

  beforeAll(async () => {
    const shared = {
      EVENT_HEARTBEAT_SECONDS: '300',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefixForTest(),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
    };
    one = await createTestApp('postgres', shared);
    two = await createTestApp('postgres', { ...shared, DATABASE_URL: one.databaseUrl! });
  });
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await two?.close();
    await one?.close();
  });

  it('"end this session" on one instance ends the stream held by the other', async () => {
    const email = uniqueEmail('across');
    const phone = await signUp(one.app, { email, password: 'across instances' });
    const laptop = await logIn(two.app, email, 'across instances');
    const onPhone = await connect(one, phone, aborts);
    const sessions = (await two.app.inject({ url: '/api/auth/sessions', headers: laptop.auth })).json() as {
      id: string;
      current: boolean;
    }[];
    const res = await two.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessions.find((s) => !s.current)!.id}`,
      headers: laptop.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    await ended(onPhone);
  });
});
