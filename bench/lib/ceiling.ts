import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGING_HEADERS } from '../../apps/server/src/shared/paging-headers.js';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Fetches an answer once, as it went over the wire (compressed when the server compressed
 * it), so the ceiling server can replay exactly the same bytes.
 */
export function record(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const name of [
            'content-type',
            'content-encoding',
            'vary',
            ...PAGING_HEADERS,
            'cache-control',
            'etag',
          ]) {
            const value = res.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
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
