import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than its headers cost (the same as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 5: about as fast as gzip's default and still smaller, so the request that
 * fills the cache stays cheap; every later hit reuses the bytes.
 */
const BROTLI_QUALITY = 5;

/**
 * Brotli's window, as a power of two: no larger than the page (a catalogue page is 5–60 KB),
 * since the default 4 MiB window only costs memory to set up for every page compressed.
 */
function windowBitsFor(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = constants;
  return Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * Compresses on libuv's thread pool, not the event loop: a catalogue page takes about 0.2 ms
 * to compress, which every other request (and the health check) would otherwise wait behind.
 */
export function encode(body: string, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  const bytes = Buffer.byteLength(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(bytes),
    },
  });
}

/** The encoding to answer with, from `Accept-Encoding`: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, bodyLength: number): ContentEncoding {
  if (!acceptEncoding || bodyLength < COMPRESS_THRESHOLD_BYTES) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}
