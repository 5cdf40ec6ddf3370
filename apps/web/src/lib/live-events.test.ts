import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource } from './access-token';
import { followLiveEvents } from './live-events';

const encoder = new TextEncoder();

/** A response whose body sends `chunks` and then, unless `hold`, ends. */
function streamResponse(chunks: string[], hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('following live events', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('sends the access token as a header, parses events split across chunks, ignores heartbeats', async () => {
    setAccessTokenSource(async () => 'token-1');
    const requests: RequestInit[] = [];
    const events: unknown[] = [];
    stop = followLiveEvents(
      { onEvent: (e) => events.push(e), onReconnect: () => undefined },
      {
        fetch: async (_url, init) => {
          requests.push(init ?? {});
          return streamResponse(
            [
              'retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\n',
              'event: message\ndata: {"type":"booking-changed",',
              '"data":{"orderId":"o1","status":"pending"}}\n\n',
            ],
            true,
          );
        },
      },
    );
    await until(() => events.length === 1);
    expect(events).toEqual([{ type: 'booking-changed', data: { orderId: 'o1', status: 'pending' } }]);
    expect(requests[0]?.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer token-1',
    });
  });

  it('reconnects when the server ends the stream, and says so (the lists reload)', async () => {
    setAccessTokenSource(async () => 'token');
    let calls = 0;
    let reconnects = 0;
    stop = followLiveEvents(
      { onEvent: () => undefined, onReconnect: () => reconnects++ },
      {
        fetch: async () => {
          calls++;
          return streamResponse(['event: ready\ndata: {}\n\n'], calls >= 3);
        },
      },
    );
    await until(() => calls === 3);
    expect(reconnects).toBe(2);
  });

  it('backs off after failures, takes a fresh token after a 401, and stops when told', async () => {
    // The backoff's waits are timers the test moves: 20 ms, then 40 ms.
    vi.useFakeTimers();
    const forced: boolean[] = [];
    setAccessTokenSource(async (options) => {
      forced.push(Boolean(options?.forceRefresh));
      return 'token';
    });
    const times: number[] = [];
    stop = followLiveEvents(
      { onEvent: () => undefined, onReconnect: () => undefined },
      {
        baseDelayMs: 20,
        fetch: async () => {
          times.push(Date.now());
          return new Response('{}', { status: times.length === 1 ? 401 : 503 });
        },
      },
    );
    await vi.advanceTimersByTimeAsync(19);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(40);
    expect(times).toHaveLength(3);
    expect(forced.slice(0, 3)).toEqual([false, true, false]);
    expect(times[2]! - times[1]!).toBe(2 * (times[1]! - times[0]!));
    stop();
    // Stopped: no wait is left to end in another try, however long one waits.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toHaveLength(3);
  });

  it('after being replaced by a newer stream, waits until the tab is looked at again', async () => {
    setAccessTokenSource(async () => 'token');
    let calls = 0;
    let asked = false;
    let lookAgain: () => void = () => undefined;
    stop = followLiveEvents(
      { onEvent: () => undefined, onReconnect: () => undefined },
      {
        fetch: async () => {
          calls++;
          return calls === 1
            ? streamResponse(['event: ready\ndata: {}\n\n', 'event: replaced\ndata: {}\n\n'])
            : streamResponse(['event: ready\ndata: {}\n\n'], true);
        },
        lookedAtAgain: () => {
          asked = true;
          return new Promise<void>((resolve) => (lookAgain = resolve));
        },
      },
    );
    // Replaced: it waits for the tab to be looked at, without following again meanwhile.
    await until(() => asked);
    expect(calls).toBe(1);
    lookAgain();
    await until(() => calls === 2);
  });

  it('stops following once the server says the session ended (signed out), without knocking again', async () => {
    vi.useFakeTimers();
    setAccessTokenSource(async () => 'token');
    let calls = 0;
    stop = followLiveEvents(
      { onEvent: () => undefined, onReconnect: () => undefined },
      {
        fetch: async () => {
          calls++;
          return streamResponse(['event: ready\ndata: {}\n\n', 'event: session-ended\ndata: {}\n\n']);
        },
      },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
  });
});
