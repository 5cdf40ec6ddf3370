import type { FastifyRequest } from 'fastify';

/**
 * Where links in e-mail point: PUBLIC_URL when set (it should be, in production: then a
 * forged Host header cannot turn a reset link towards another site), else the origin the
 * request came to, which is right for `npm start` on a laptop.
 */
export function linkOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
