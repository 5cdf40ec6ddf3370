import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { signUp, uniqueEmail } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Password guessing is slowed down per account and address, per address, and per account
 * from unknown addresses, but a stranger cannot lock the owner out (issue 17.3).
 */
describe.each(TEST_DIALECTS)('sign-in throttling on %s', { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Load shedding off: these tests count exact answers, and a busy test machine must not turn one into a 503.
    t = await createTestApp(dialect, { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  let addressCounter = 0;
  /** A fresh documentation-range address (RFC 5737) for each simulated machine. */
  const newAddress = () => {
    addressCounter++;
    return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  /** An account whose owner has signed in from `home` before. */
  async function ownerAt(home: string) {
    const email = uniqueEmail('owner');
    await signUp(t.app, { email, password: 'the right password' });
    expect((await login(email, 'the right password', home)).statusCode).toBe(200);
    return email;
  }

  function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('auth/too-many-requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }

  it('stops a guesser on one address after 5 tries, while the owner signs in from home', async () => {
    const home = newAddress();
    const email = await ownerAt(home);
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(email, `guess ${i}`, attacker)).statusCode).toBe(401);
    }
    const stopped = await login(email, 'guess 5', attacker);
    expectThrottled(stopped);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    // Even the right password is not tried from the attacker's address during the wait.
    expectThrottled(await login(email, 'the right password', attacker));

    expect((await login(email, 'the right password', home)).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses, while the owner signs in from home', async () => {
    const home = newAddress();
    const email = await ownerAt(home);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await login(email, `guess ${i}`, newAddress());
      answers.push(res.statusCode);
      if (res.statusCode === 429) expectThrottled(res);
    }
    // 10 attempts an hour from new addresses reach the password check (the owner's own first
    // sign-in was one of them), then every new address waits.
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(answers.slice(9)).toEqual(Array(21).fill(429));

    expect((await login(email, 'the right password', home)).statusCode).toBe(200);
    // The owner's known address keeps working after further attacks too.
    expect((await login(email, 'the right password', home)).statusCode).toBe(200);
  });

  it('counts only attempts that reach the password check', async () => {
    const email = await ownerAt(newAddress());
    const attacker = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await login(email, `guess ${i}`, attacker)).statusCode);
    expect(answers).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    // The owner's sign-in and the 5 checked guesses used 6 of the 10 attempts an hour from
    // new addresses; the 10 refused ones used none.
    const fromElsewhere: number[] = [];
    for (let i = 0; i < 5; i++)
      fromElsewhere.push((await login(email, `guess ${i}`, newAddress())).statusCode);
    expect(fromElsewhere).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts parallel guesses before checking them: 5 of 20 at once reach the password check', async () => {
    const email = await ownerAt(newAddress());
    const attacker = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `parallel guess ${i}`, attacker)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it('limits failures per address across accounts, and a right password does not count', async () => {
    const address = newAddress();
    const email = await ownerAt(address);
    const answers: number[] = [];
    for (let i = 0; i < 22; i++) {
      answers.push((await login(uniqueEmail('spray'), 'guess guess', address)).statusCode);
      if (i === 10) expect((await login(email, 'the right password', address)).statusCode).toBe(200);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(answers.slice(20)).toEqual([429, 429]);
  });

  it('forgets the count of an address once it signs in', async () => {
    const home = newAddress();
    const email = await ownerAt(home);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(email, 'typo', home)).statusCode).toBe(401);
      expect((await login(email, 'the right password', home)).statusCode).toBe(200);
    }
  });

  it('answers an unknown account exactly like a known one', async () => {
    const known = await ownerAt(newAddress());
    const unknown = uniqueEmail('nobody');
    const run = async (email: string) => {
      const address = newAddress();
      const out: [number, string, boolean][] = [];
      for (let i = 0; i < 7; i++) {
        const res = await login(email, `guess ${i}`, address);
        out.push([res.statusCode, res.json().error.code, 'retry-after' in res.headers]);
      }
      return out;
    };
    expect(await run(unknown)).toEqual(await run(known));
  });
});
