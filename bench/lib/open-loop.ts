import http from 'node:http';

/**
 * An open-loop load generator: requests leave on a schedule fixed before the run (a stated
 * arrival rate), whatever the answers do, and each latency is counted from the request's planned
 * send time, not from when it actually left. A closed loop (autocannon's connections, each
 * waiting for its answer) sends less while the server is slow, and so never counts the requests a
 * visitor would have sent meanwhile: coordinated omission.
 */

export interface PlannedRequest {
  /** The traffic shape it belongs to, for the figures per shape. */
  shape: string;
  path: string;
  headers: Record<string, string>;
}

interface Scheduled extends PlannedRequest {
  /** Milliseconds after the start. */
  at: number;
}

/**
 * The schedule: `rate` requests per second for `seconds`, spread evenly or as a Poisson process
 * (exponential gaps, as independent visitors arrive), each one `next()`.
 */
export function schedule(
  rate: number,
  seconds: number,
  arrivals: 'even' | 'poisson',
  random: () => number,
  next: () => PlannedRequest,
): Scheduled[] {
  const planned: Scheduled[] = [];
  const gap = () => (arrivals === 'even' ? 1000 / rate : (-Math.log(1 - random()) * 1000) / rate);
  for (let at = arrivals === 'even' ? 0 : gap(); at < seconds * 1000; at += gap()) {
    planned.push({ at, ...next() });
  }
  return planned;
}

interface Percentiles {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

export interface OpenLoopResult {
  offeredRate: number;
  /** Requests sent per second of the schedule's length (the offered rate unless the client lagged). */
  sentRate: number;
  /** Answers (2xx or 3xx) per second of the schedule's length, or until the last answer if later. */
  achievedRate: number;
  requests: number;
  answered: number;
  /** Failures by kind: `HTTP 503`, `ECONNRESET`, `timeout`… */
  errors: Record<string, number>;
  /** From the planned send time to the answer's last byte (or the failure), every request. */
  latency: Percentiles;
  byShape: Map<string, Percentiles>;
  /** How late requests left against their plan: a few ms is the timer's grain, more is a lagging client. */
  sendLag: Percentiles;
  /** Requests that left more than LATE_MS after their planned time. */
  lateSends: number;
}

/** Beyond this a request left late enough to say so: the client fell behind its schedule. */
export const LATE_MS = 5;

/**
 * Sends `planned` to `base`, starting at `startAt` (epoch ms, so another process can start at
 * the same moment), through an agent with as many sockets as requests in flight: a request
 * never waits for a free socket in the client. A request unanswered after `timeoutMs` is
 * abandoned and counted as a `timeout`.
 */
export async function runOpenLoop(
  base: string,
  planned: Scheduled[],
  {
    seconds,
    startAt = Date.now(),
    timeoutMs = 10_000,
  }: { seconds: number; startAt?: number; timeoutMs?: number },
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 4096 });
  const start = performance.now() + Math.max(0, startAt - Date.now());
  const lags: number[] = [];
  const outcomes: Promise<{ shape: string; ms: number; error?: string }>[] = [];

  const send = (request: Scheduled) => {
    const plannedAt = start + request.at;
    lags.push(performance.now() - plannedAt);
    return new Promise<{ shape: string; ms: number; error?: string }>((resolve) => {
      const done = (error?: string) => {
        clearTimeout(timer);
        resolve({ shape: request.shape, ms: performance.now() - plannedAt, ...(error ? { error } : {}) });
      };
      const req = http.get(`${base}${request.path}`, { agent, headers: request.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          done(status >= 200 && status < 400 ? undefined : `HTTP ${status}`);
        });
        res.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
      });
      req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
      const timer = setTimeout(() => {
        done('timeout');
        req.destroy();
      }, timeoutMs);
    });
  };

  // Each tick sends every request whose time has come, then sleeps until the next one's.
  await new Promise<void>((allSent) => {
    let i = 0;
    const tick = () => {
      while (i < planned.length && start + planned[i]!.at <= performance.now()) {
        outcomes.push(send(planned[i]!));
        i++;
      }
      if (i < planned.length) setTimeout(tick, Math.max(0, start + planned[i]!.at - performance.now()));
      else allSent();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const results = await Promise.all(outcomes);
  const finished = performance.now();
  agent.destroy();

  const errors: Record<string, number> = {};
  const shapes = new Map<string, number[]>();
  for (const { shape, ms, error } of results) {
    if (error) errors[error] = (errors[error] ?? 0) + 1;
    const times = shapes.get(shape) ?? [];
    times.push(ms);
    shapes.set(shape, times);
  }
  const answered = results.filter((r) => !r.error).length;
  return {
    offeredRate: planned.length / seconds,
    sentRate: results.length / seconds,
    achievedRate: answered / Math.max(seconds, (finished - start) / 1000),
    requests: results.length,
    answered,
    errors,
    latency: percentiles(results.map((r) => r.ms)),
    byShape: new Map([...shapes].map(([shape, times]) => [shape, percentiles(times)])),
    sendLag: percentiles(lags),
    lateSends: lags.filter((lag) => lag > LATE_MS).length,
  };
}
