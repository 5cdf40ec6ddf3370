import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../modules/catalogue/catalogue.public.js';
import { PLUGIN } from './plugin-names.js';

/**
 * br/gzip for answers the page cache does not keep. It must come after the page cache:
 * hooks run in registration order, and the cache keeps an answer in `onSend` before
 * anything compresses it (it then serves its own compressed copies, left alone here).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  },
  { name: PLUGIN.compression, dependencies: [PLUGIN.pageCache] },
);
