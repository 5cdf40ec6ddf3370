import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { REFRESH_COOKIE, refreshCookieOf, signUp } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ROUNDS = 25;

/**
 * Two requests presenting one refresh token at once: one may rotate it, and the other is a
 * reuse, so the whole session family must end, committed, even though that request fails
 * (issue 17.8). Many rounds, so the requests interleave every way they can.
 */
describe.each(TEST_DIALECTS)('concurrent refresh token reuse on %s', { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Every round signs a fresh account up from one address.
    t = await createTestApp(dialect, { SIGNUPS_PER_10_MINUTES: '1000', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', cookies: { [REFRESH_COOKIE]: token } });

  it(`revokes the whole family every time, ${ROUNDS} rounds`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const session = await signUp(t.app);
      const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      // At most one rotation; never an error other than "session expired".
      expect([
        [200, 401],
        [401, 401],
      ]).toContainEqual(statuses);
      for (const answer of answers) {
        if (answer.statusCode === 401) expect(answer.json().error.code).toBe('auth/user-token-expired');
      }

      const live = await t.app.database.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('user_id', '=', session.user.uid)
        .where('revoked_at', 'is', null)
        .execute();
      outcomes.push(`${statuses.join('/')} live=${live.length}`);
      // Every token the winner was handed is dead too.
      for (const answer of answers) {
        const issued = refreshCookieOf(answer);
        if (issued) expect((await refresh(issued)).statusCode, `round ${round}`).toBe(401);
      }
    }
    expect(outcomes.filter((o) => !o.endsWith('live=0'))).toEqual([]);
  });

  it(`revokes the whole family when an old token is replayed during a rotation, ${ROUNDS} rounds`, async () => {
    const survivors: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const session = await signUp(t.app);
      const current = refreshCookieOf(await refresh(session.refreshToken));
      if (!current) throw new Error('no rotated token');
      // The leaked, already rotated token and the current one, at once.
      const [replay, rotation] = await Promise.all([refresh(session.refreshToken), refresh(current)]);
      expect(replay.statusCode).toBe(401);
      expect([200, 401]).toContain(rotation.statusCode);
      const live = await t.app.database.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('user_id', '=', session.user.uid)
        .where('revoked_at', 'is', null)
        .execute();
      if (live.length > 0) survivors.push(round);
    }
    expect(survivors).toEqual([]);
  });
});
