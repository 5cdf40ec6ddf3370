import {
  LIVE_READY_EVENT,
  LIVE_REPLACED_EVENT,
  LIVE_SESSION_ENDED_EVENT,
  type LiveEvent,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { callerOf, sessionOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { eventsErrors } from './events-errors.js';
import type { LiveEvents, StreamHandle } from './live-events.js';

export interface EventStreamTiming {
  /** A comment line this often keeps proxies and the server's idle timeout from closing the stream. */
  heartbeatMs: number;
  /** A stream ends after this long (and when its access token expires): the client reconnects with a fresh token. */
  maxAgeMs: number;
}

/**
 * Whether the account may still be served and the sign-in session is still on, as the
 * authenticator decides on every request: asked again at each heartbeat (issue 41 item 8).
 */
export type SessionCheck = (userId: string, sessionId: string | undefined) => Promise<boolean>;

/** How long the browser waits before reconnecting after the stream ends (SSE `retry:`). */
const RECONNECT_MS = 3000;

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /api/events`: the signed-in user's live events as Server-Sent Events (decision 023).
 * Authenticated like any API call, by the `Authorization` header: the web client reads the
 * stream with `fetch`, so no token ever travels in a URL.
 */
export function eventRoutes(events: LiveEvents, timing: EventStreamTiming, stillSignedIn: SessionCheck) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const open = new Set<() => void>();
    // Streams never end by themselves: closing the app ends them, or it would wait for ever.
    app.addHook('onClose', async () => {
      for (const end of [...open]) end();
    });

    api.get(
      '/api/events',
      {
        schema: {
          tags: ['events'],
          summary: "The caller's live events, as a Server-Sent Events stream (signed in)",
          description: [
            'Ask with `Accept: text/event-stream` and `Authorization: Bearer <access token>`.',
            `The first event is \`${LIVE_READY_EVENT}\` (reload what you show: events may have been missed while away);`,
            'then one `message` event per change, its data `{type, data}` JSON (e.g. `booking-changed`).',
            `A comment line every ${timing.heartbeatMs / 1000} s; the server ends the stream after ${timing.maxAgeMs / 60_000} minutes`,
            'or when the access token expires, whichever is first: reconnect with a current token.',
            'It also ends when its sign-in session does (signed out, ended from the settings, the account disabled or deleted),',
            'at once where the server learns of it and otherwise at the next heartbeat, which checks the session again.',
            `Beyond ${events.maxStreamsPerUser} open streams per user on one instance, the oldest gets a \`${LIVE_REPLACED_EVENT}\` event and ends.`,
            'Errors: 400 `bad-request` without that Accept header.',
          ].join(' '),
          security: BEARER,
          response: {
            200: z.string().describe('text/event-stream'),
            ...errorResponses(400),
          },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
          throw new AppError('bad-request', eventsErrors.serverSentEventsStream);
        }
        const caller = callerOf(request);
        const { sessionId, expiresAt: expiresAtSeconds } = sessionOf(request);
        const expiresAt = expiresAtSeconds * 1000;
        const res = reply.raw;
        reply.hijack();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          // nginx and similar proxies would otherwise hold events back in a buffer.
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        res.write(`retry: ${RECONNECT_MS}\n\n`);
        res.write(sse(LIVE_READY_EVENT, {}));

        // Each heartbeat asks again whether the session is on: a sign-out this instance did not
        // hear of (another instance without a shared bus, a revocation by hand) ends the stream
        // within one interval. A failed check ends it too: the client reconnects and is asked anew.
        let checking = false;
        const recheck = async () => {
          if (checking) return;
          checking = true;
          const live = await stillSignedIn(caller.id, sessionId).catch(() => undefined);
          checking = false;
          if (live === false) endSession();
          else if (live === undefined) end();
        };
        const heartbeat = setInterval(() => {
          res.write(': ping\n\n');
          void recheck();
        }, timing.heartbeatMs);
        // The real time, not the app's Clock: the token's expiry is jose's (access-tokens.ts), and the timer is real.
        const lifetime = Math.max(
          0,
          Math.min(timing.maxAgeMs, expiresAt ? expiresAt - Date.now() : Infinity),
        );
        let handle: StreamHandle | undefined;
        const end = () => {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          handle?.close();
          open.delete(end);
          if (!res.writableEnded) res.end();
        };
        /** The session ended: the client is told, so it does not knock again with a dead token. */
        const endSession = () => {
          if (!res.writableEnded) res.write(sse(LIVE_SESSION_ENDED_EVENT, {}));
          end();
        };
        const expiry = setTimeout(end, lifetime);
        handle = events.open(
          caller.id,
          (event: LiveEvent) => res.write(sse('message', event)),
          () => {
            if (!res.writableEnded) res.write(sse(LIVE_REPLACED_EVENT, {}));
            end();
          },
          { id: sessionId, end: endSession },
        );
        open.add(end);
        request.raw.once('close', end);
        res.once('close', end);
      },
    );
  };
}
