import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { answerClientError } from './client-errors.js';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** What clients see at the edges of HTTP: unparseable requests, and an instance shutting down. */
describe.each(TEST_DIALECTS)('HTTP edges on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a request Node cannot parse with 400 in the error shape', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ error: { code: 'bad-request', message: 'Bad Request' } });
  });

  it('answers headers over the size limit with 431 in the error shape', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(bodyOf(answer)).toEqual({
      error: { code: 'payload-too-large', message: 'Request Header Fields Too Large' },
    });
  });

  it('answers a client too slow to send its request with 408 in the error shape', async () => {
    const server = net.createServer((socket) => {
      answerClientError(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await rawRequest((server.address() as net.AddressInfo).port, 'GET / HTTP/1.1\r\n');
      expect(statusOf(answer)).toBe(408);
      expect(bodyOf(answer).error.code).toBe('bad-request');
    } finally {
      server.close();
    }
  });

  // Last: the app stays not-ready afterwards.
  it('answers /api/ready with 503 once shutting down, while still serving', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    t.app.stopBeingReady();
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: { code: 'not-ready', message: 'shutting down' } });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/products')).statusCode).toBe(200);
  });
});
