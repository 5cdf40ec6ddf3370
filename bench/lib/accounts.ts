import { outboxLink } from '../../apps/server/test/outbox-links.js';
import { BENCH_SELLER_PASSWORD } from './catalogue.js';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Access tokens of the generator's sellers (they sign in with the bench password). */
export async function signInSellers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const answer = await post(`${base}/api/auth/login`, {
      email: `seller-${i}@catalogue.refocus.test`,
      password: BENCH_SELLER_PASSWORD,
    });
    tokens.push(String(answer.accessToken));
  }
  return tokens;
}

/**
 * New buyer accounts for this run, each confirmed through the link in the server's outbox
 * (`dataDir`: the server's DATA_DIR), since booking needs a confirmed address.
 */
export async function signUpBuyers(base: string, count: number, dataDir: string): Promise<string[]> {
  const tokens: string[] = [];
  const run = Date.now();
  for (let i = 0; i < count; i++) {
    const email = `bench-buyer-${run}-${i}@example.test`;
    const answer = await post(`${base}/api/auth/signup`, {
      name: `Bench Buyer ${i}`,
      email,
      password: 'long enough pw',
    });
    const link = await outboxLink(dataDir, email, '/verify-email');
    await post(`${base}/api/auth/verify-email`, { code: link.searchParams.get('code') });
    tokens.push(String(answer.accessToken));
  }
  return tokens;
}
