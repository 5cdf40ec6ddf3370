import {
  LIVE_READY_EVENT,
  LIVE_REPLACED_EVENT,
  LIVE_SESSION_ENDED_EVENT,
  type LiveEvent,
} from '@refocus/contract';
import { getAccessToken } from './access-token';

export interface LiveEventHandlers {
  onEvent(event: LiveEvent): void;
  /**
   * The stream is open again after a break (a reconnect, not the first open): events of the
   * gap are lost, so whatever they would have refreshed should be reloaded.
   */
  onReconnect(): void;
}

export interface LiveEventOptions {
  fetch?: typeof fetch;
  /** The first wait after a failure, doubling up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Resolves when the user looks at this tab again: a stream the server took back (the user
   * holds too many) waits for it rather than take another tab's place at once.
   */
  lookedAtAgain?: (signal: AbortSignal) => Promise<void>;
}

/** The next time this document becomes visible (or never, outside a browser). */
function nextVisible(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined') return;
    const seen = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', seen);
      resolve();
    };
    document.addEventListener('visibilitychange', seen);
    signal.addEventListener('abort', () => {
      document.removeEventListener('visibilitychange', seen);
      resolve();
    });
  });
}

/**
 * Follows `GET /api/events` (decision 023) while it is called: Server-Sent Events read with
 * `fetch`, because `EventSource` cannot send the `Authorization` header and a token in the
 * URL would end up in logs. The server ends a stream at its longest life or when the token
 * expires; this reconnects at once with the current token, and after failures with a backoff
 * (1 s doubling to 30 s). A stream ended as `replaced` (the user holds too many) reconnects
 * when the tab is looked at again; one ended as `session-ended` (signed out) is not followed
 * again. Answers the function that stops it (sign-out, unmount).
 */
export function followLiveEvents(handlers: LiveEventHandlers, options: LiveEventOptions = {}): () => void {
  const {
    fetch: send = (input, init) => fetch(input, init),
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    lookedAtAgain = nextVisible,
  } = options;
  const abort = new AbortController();
  let opened = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const run = async () => {
    let delay = baseDelayMs;
    let forceRefresh = false;
    while (!abort.signal.aborted) {
      let healthy = false;
      let replaced = false;
      let sessionEnded = false;
      try {
        const token = await getAccessToken(forceRefresh);
        forceRefresh = false;
        if (!token) throw new Error('signed out');
        const response = await send('/api/events', {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: abort.signal,
          credentials: 'same-origin',
        });
        // An access token that expired meanwhile: the next try takes a fresh one.
        if (response.status === 401) forceRefresh = true;
        if (!response.ok || !response.body) throw new Error(`live events answered ${response.status}`);
        await readStream(response.body, (name, data) => {
          if (name === LIVE_READY_EVENT) {
            healthy = true;
            delay = baseDelayMs;
            if (opened) handlers.onReconnect();
            opened = true;
          } else if (name === LIVE_REPLACED_EVENT) replaced = true;
          else if (name === LIVE_SESSION_ENDED_EVENT) sessionEnded = true;
          else if (name === 'message') handlers.onEvent(data as LiveEvent);
        });
      } catch {
        // Network gone, server restarting, refused: try again after the backoff.
      }
      // Signed out (here or elsewhere): the token is dead, and a new sign-in follows afresh.
      if (abort.signal.aborted || sessionEnded) return;
      // Replaced by a newer stream of this user: follow again once this tab is looked at.
      if (replaced) await lookedAtAgain(abort.signal);
      // A stream that ran and ended (its longest life) reconnects at once; failures back off.
      else if (!healthy) {
        await wait(delay);
        delay = Math.min(delay * 2, maxDelayMs);
      }
    }
  };
  void run();
  return () => abort.abort();
}

/** Reads SSE blocks (`event:` / `data:` lines, a blank line between) until the stream ends. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length === 0) continue; // a heartbeat comment or the retry line
      try {
        onEvent(name, JSON.parse(data.join('\n')));
      } catch {
        // Not JSON: not one of ours.
      }
    }
  }
}
