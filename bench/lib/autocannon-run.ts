import autocannon from 'autocannon';

/** What browsers send; the server answers compressed pages. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** Connections the load generator keeps open, each sending its next request once answered. */
export const CONNECTIONS = 50;

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** How many answers each status other than 2xx had, e.g. { 409: 12 }. */
  statuses: Record<string, number>;
}

export async function measure(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    requests?: autocannon.Request[];
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? 5,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    requests: options.requests,
    timeout: 10,
  });
  const statusCounts = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(statusCounts ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    ),
  };
}
