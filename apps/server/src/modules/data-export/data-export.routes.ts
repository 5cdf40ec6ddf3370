import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { linkOrigin } from '../auth/auth.public.js';
import { type DataExports, ExportThrottled } from './data-export.service.js';

const tags = ['account'];
// Loose on purpose: a well-formed token of someone else's answers 404, not a validation error.
const DownloadParams = z.object({
  token: z
    .string()
    .max(200, { error: 'token is not a download link of this shop' })
    .regex(/^[\w.-]+$/, { error: 'token is not a download link of this shop' }),
});

/** "Download my data" (issue 46 item 6, decision 062): ask for the archive, then download it. */
export function dataExportRoutes(exports: DataExports, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/me/data-export',
      {
        schema: {
          tags,
          summary:
            'Ask for a ZIP of my data (GDPR art. 15 and 20): prepared in the background and e-mailed as a link that works for 24 hours',
          description:
            'Answers at once; the e-mail follows when the archive is ready. Errors: 403 `auth/email-not-verified` before the address is confirmed; 429 `rate-limited` with `Retry-After` past one request an hour.',
          security: BEARER,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(403, 429) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        try {
          await exports.request(callerOf(request), linkOrigin(request, publicUrl));
        } catch (error) {
          if (error instanceof ExportThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
        return { ok: true as const };
      },
    );

    api.get(
      '/api/me/data-export/:token',
      {
        schema: {
          tags,
          summary: 'Download my data: the ZIP an e-mailed link names, signed in as the person it was sent to',
          description:
            'Answers the file (`application/zip`, `content-disposition: attachment`). Errors: 400 `auth/expired-action-code` once the link is older than 24 hours; 404 for a link made for someone else, a garbled one, or an archive no longer kept.',
          security: BEARER,
          params: DownloadParams,
        },
        // The answer is the file itself; failures are the JSON error body.
        config: { access: 'user', documentedErrors: [400, 404] },
      },
      async (request, reply) => {
        const file = await exports.download(callerOf(request), request.params.token);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('content-length', String(file.size))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
}
