import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than its headers cost (the same as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * How hard to compress: `kept` bytes are reused by every later hit, `fastest` ones are sent once
 * (decision 046). Brotli at quality 3 writes a 30 KB catalogue page in about 74 µs, 10 % larger
 * than quality 5 (which takes 2.5× as long); quality 1 in 44 µs, 7 % larger than quality 3. Gzip
 * level 1 is about twice as fast as level 6, 13 % larger.
 */
export type CompressionEffort = 'kept' | 'fastest';
const BROTLI_QUALITY: Record<CompressionEffort, number> = { kept: 3, fastest: 1 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { kept: 6, fastest: 1 };

/**
 * Brotli's window, as a power of two: no larger than the page (a catalogue page is 5–60 KB),
 * since the default 4 MiB window only costs memory to set up for every page compressed.
 */
function windowBitsFor(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = constants;
  return Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * Compresses on the event loop, in one call. The thread-pool variant (`brotliCompress`) keeps
 * the event loop free for those 0.2 ms but costs 3–8× the CPU in all (measured on the 2-core
 * machine: 2.1 ms against 0.25 ms per 30 KB page): each chunk is handed to one of libuv's four
 * threads and back, and those threads compete with the read workers for the same two cores.
 * Under varied uncached traffic that CPU is what limits throughput (docs/performance.md,
 * "Compression on the event loop"; decision 041).
 */
export function encode(
  body: Buffer,
  encoding: Exclude<ContentEncoding, 'identity'>,
  effort: CompressionEffort = 'kept',
): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL[effort] });
  const bytes = Buffer.byteLength(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
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
