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

/** New buyer accounts for this run. */
export async function signUpBuyers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const run = Date.now();
  for (let i = 0; i < count; i++) {
    const answer = await post(`${base}/api/auth/signup`, {
      name: `Bench Buyer ${i}`,
      email: `bench-buyer-${run}-${i}@example.test`,
      password: 'long enough pw',
    });
    tokens.push(String(answer.accessToken));
  }
  return tokens;
}
