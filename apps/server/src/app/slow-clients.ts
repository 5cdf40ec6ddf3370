import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { answerClientError } from '../plugins/client-errors.js';

/** Slow clients' timeouts: how long a request's headers may take, and an idle connection may wait. */
export interface SlowClientLimits {
  headersMs: number;
  keepAliveMs: number;
}

const deadlines = new WeakMap<Socket, NodeJS.Timeout>();

/**
 * How often Node looks for requests past their timeouts. Its default, 30 s, let a slow client
 * stay up to 30 s past the timeout; a look is a walk over the open requests in C++, cheap.
 */
export function timeoutCheckInterval(headersMs: number): number {
  return Math.max(50, Math.min(1000, Math.floor(headersMs / 4)));
}

/**
 * Cuts a connection whose request headers are not all in `headersMs` after it opened, or after
 * its previous answer was sent plus the keep-alive wait (issue 41 item 13). Node's own check
 * (headersTimeout, from a list of open requests it sweeps) normally does this too; this timer
 * of our own, one per connection, holds whatever state that list is in after a burst of
 * hostile requests, and whatever a client sends: header lines trickled every second never
 * reset it. The client gets a 408 in the error shape and the connection is closed, not half
 * closed (see `answerClientError`).
 */
export function cutSlowHeaders(server: Server, limits: SlowClientLimits): void {
  const arm = (socket: Socket, ms: number) => {
    disarm(socket);
    if (socket.destroyed) return;
    const timer = setTimeout(() => {
      const timeout = Object.assign(new Error('Request headers took too long'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      answerClientError(timeout, socket);
    }, ms);
    // A pending cut never keeps the process alive on its own.
    timer.unref();
    deadlines.set(socket, timer);
  };
  const disarm = (socket: Socket) => {
    clearTimeout(deadlines.get(socket));
    deadlines.delete(socket);
  };

  server.on('connection', (socket: Socket) => {
    arm(socket, limits.headersMs);
    socket.once('close', () => disarm(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    // The headers are in: from here Node's request timeout bounds the body.
    disarm(socket);
    // The next request on this connection may wait for the keep-alive time, then has as long.
    response.once('finish', () => arm(socket, limits.keepAliveMs + limits.headersMs));
  });
}
