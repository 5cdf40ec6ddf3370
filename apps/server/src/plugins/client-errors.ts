import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@refocus/contract';

/** How long a connection answered with an error may stay open for its client to read the answer. */
const LINGER_MS = 1000;

/** What Node's HTTP parser reports, as the status a client should see. */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** In the API's closed vocabulary of codes (packages/contract/src/errors.ts). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad-request',
  408: 'bad-request',
  431: 'payload-too-large',
};

/**
 * Requests Node cannot even parse (a broken request line, headers over 16 KiB, a client too
 * slow to send them) never reach Fastify's routing; they are answered here, on the raw
 * socket, in the same `{"error":{"code","message"}}` shape as every other error.
 *
 * Then the connection is closed both ways, a moment after the answer (issue 41 item 13): the
 * server keeps half-open connections, so ending only our side left a client that ignores the
 * end free to go on sending header lines, read by the server, for as long as it liked. The
 * moment lets the client read the answer first: closing with its bytes still unread would
 * reset the connection, and could lose the answer on the client's side.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = statusOf(error);
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ error: { code: CODE_BY_STATUS[status], message: reason } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
