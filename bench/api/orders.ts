import autocannon from 'autocannon';

const BUYERS = 50;

/**
 * Booking throughput with synchronous=FULL. Every request books a different (buyer,
 * listing) pair, so each is a real transaction ending in a durable write; only 200s count.
 */
export async function benchOrders(base: string, seconds: number) {
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Buyer',
        email: `bench-buyer-${i}-${Date.now()}@example.test`,
        password: 'long enough pw',
      }),
    });
    tokens.push(((await signup.json()) as { accessToken: string }).accessToken);
  }
  const products = (await (await fetch(`${base}/api/products?limit=100&page=2`)).json()) as { _id: string }[];
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/orders`,
    connections: 10,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const i = next++;
          const productId = products[Math.floor(i / BUYERS) % products.length]!._id;
          return {
            ...request,
            headers: { authorization: `Bearer ${tokens[i % BUYERS]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ productId, phoneNumber: '555 0100', location: 'Bench' }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result['2xx'] / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
