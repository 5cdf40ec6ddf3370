import http from 'node:http';
import type { AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';

export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A real reverse proxy (node-http-proxy) in front of `target`, adding X-Forwarded-For,
 * -Proto and -Host the way nginx's `proxy_add_x_forwarded_for` does: the client's
 * address is appended to whatever the client sent.
 */
export async function startReverseProxy(target: string): Promise<ReverseProxy> {
  const proxy = httpProxy.createProxyServer({ target, xfwd: true });
  proxy.on('error', (_error, _request, response) => {
    if (response instanceof http.ServerResponse && !response.headersSent) response.writeHead(502);
    response.end();
  });
  const server = http.createServer((request, response) => proxy.web(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: () => { error?: { code: string } };
}

/**
 * One JSON request over a real socket from `localAddress` (any 127.x.y.z works on Linux's
 * loopback), so each simulated client has an address of its own.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PlainResponse> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: () => JSON.parse(text),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
