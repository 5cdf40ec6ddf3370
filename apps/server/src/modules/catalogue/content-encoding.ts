import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than its headers cost (the same as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 5: about as fast as gzip's default and still smaller, so the request that
 * fills the cache stays cheap; every later hit reuses the bytes.
 */
const BROTLI_QUALITY = 5;

export function encode(body: string, encoding: Exclude<ContentEncoding, 'identity'>): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
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
