import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { ImageStore } from './image-store.js';

const ImageFileParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'id must be an image id' }),
  file: z.string().regex(/^[0-9]{2,4}\.webp$/, { error: 'file must be a width followed by .webp' }),
});

export function imageRoutes(store: ImageStore) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/images/:id/:file',
      {
        schema: {
          tags: ['images'],
          summary: 'One re-encoded WebP file of an image',
          params: ImageFileParams,
        },
      },
      async (request, reply) => {
        const bytes = await store.get(request.params.id, request.params.file);
        if (!bytes) throw new AppError('not-found', 'No such image');
        // Content-addressed: a URL's bytes never change, so caches may keep them for good.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('image/webp')
          .send(bytes);
      },
    );
  };
}
