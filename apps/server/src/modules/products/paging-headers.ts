import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paging metadata travels in headers because list bodies are bare arrays (PRODUCT.md §1):
 * `X-Total-Count` and an RFC 8288 `Link` with first, prev, next and last.
 */
export function setPagingHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { page: number; limit: number; total: number },
): void {
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const url = new URL(request.url, 'http://placeholder');
  const linkTo = (n: number) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('limit', String(page.limit));
    return `${url.pathname}${url.search}`;
  };
  const links = [`<${linkTo(1)}>; rel="first"`];
  if (page.page > 1) links.push(`<${linkTo(Math.min(page.page - 1, lastPage))}>; rel="prev"`);
  if (page.page < lastPage) links.push(`<${linkTo(page.page + 1)}>; rel="next"`);
  links.push(`<${linkTo(lastPage)}>; rel="last"`);
  reply.header('x-total-count', String(page.total)).header('link', links.join(', '));
}
