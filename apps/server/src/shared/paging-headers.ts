import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PageLinks {
  page: number;
  limit: number;
  total: number;
  /** False when `total` is a capped count: the last page is then unknown. */
  totalExact?: boolean;
  /** Keyset cursors of the neighbouring pages, for lists read by cursor: next only when one exists. */
  cursors?: { next?: string; prev?: string };
}

/** Every header `setPagingHeaders` may set: a kept page keeps them all (the page cache). */
export const PAGING_HEADERS = ['x-total-count', 'x-total-count-capped', 'link'] as const;

/**
 * Paging metadata travels in headers because list bodies are bare arrays (PRODUCT.md §1):
 * `X-Total-Count` and an RFC 8288 `Link` with first, prev, next and last. Next and prev
 * carry a `cursor` as well as the page number, so a client that follows them seeks
 * instead of skipping rows; first and last are plain page numbers.
 */
export function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, page: PageLinks): void {
  const exact = page.totalExact ?? true;
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const url = new URL(request.url, 'http://placeholder');
  const linkTo = (n: number, cursor?: string) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('limit', String(page.limit));
    if (cursor) url.searchParams.set('cursor', cursor);
    else url.searchParams.delete('cursor');
    return `${url.pathname}${url.search}`;
  };
  const links = [`<${linkTo(1)}>; rel="first"`];
  if (page.page > 1) {
    const target = exact ? Math.min(page.page - 1, lastPage) : page.page - 1;
    links.push(`<${linkTo(target, page.cursors?.prev)}>; rel="prev"`);
  }
  const hasNext = page.cursors ? page.cursors.next !== undefined : page.page < lastPage;
  if (hasNext) links.push(`<${linkTo(page.page + 1, page.cursors?.next)}>; rel="next"`);
  if (exact) links.push(`<${linkTo(lastPage)}>; rel="last"`);
  reply.header('x-total-count', String(page.total)).header('link', links.join(', '));
  if (!exact) reply.header('x-total-count-capped', 'true');
}
