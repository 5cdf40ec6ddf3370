import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function measure(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 5,
    method: (options.method ?? 'GET') as 'GET',
    body: options.body,
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
