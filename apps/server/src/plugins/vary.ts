import type { FastifyReply } from 'fastify';

/** Adds `field` to the answer's `Vary`, keeping what CORS or compression already put there. */
export function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', field);
  else if (!String(vary).toLowerCase().includes(field.toLowerCase()))
    reply.header('vary', `${vary}, ${field}`);
}
