import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Fetches an answer once, so the ceiling server can replay exactly the same bytes. */
export async function record(url: string): Promise<RecordedAnswer> {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'x-total-count', 'link', 'cache-control', 'etag']) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  return { status: res.status, headers, body };
}

/**
 * The ceiling: a bare node:http server answering pre-serialized bytes by path, doing
 * no work per request. Our server can at best match it.
 */
export async function startCeiling(
  answers: Map<string, RecordedAnswer>,
): Promise<{ port: number; close(): void }> {
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}
