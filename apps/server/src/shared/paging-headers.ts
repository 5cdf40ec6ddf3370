import {
  SEARCH_SUGGESTION_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
  type TotalKind,
} from '@refocus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PageLinks {
  page: number;
  limit: number;
  total: number;
  /** Counted (the default), a capped count's lower bound, or an estimate: only a counted total has a last page. */
  totalKind?: TotalKind;
  /** Keyset cursors of the neighbouring pages, for lists read by cursor: next only when one exists. */
  cursors?: { next?: string; prev?: string };
}

/** Every header `setPagingHeaders` may set: a kept page keeps them all (the page cache). */
export const PAGING_HEADERS = [
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_ESTIMATED_HEADER,
  'link',
] as const;

/** Every header a list may answer with besides its paging: a kept page keeps them, CORS exposes them. */
export const LIST_HEADERS = [...PAGING_HEADERS, SEARCH_SUGGESTION_HEADER] as const;

/**
 * Paging metadata travels in headers because list bodies are bare arrays (PRODUCT.md §1):
 * `X-Total-Count` and an RFC 8288 `Link` with first, prev, next and last. Next and prev
 * carry a `cursor` as well as the page number, so a client that follows them seeks
 * instead of skipping rows; first and last are plain page numbers.
 */
export function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, page: PageLinks): void {
  const kind = page.totalKind ?? 'exact';
  const exact = kind === 'exact';
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
  reply.header(TOTAL_COUNT_HEADER, String(page.total)).header('link', links.join(', '));
  if (kind === 'at-least') reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
  if (kind === 'estimated') reply.header(TOTAL_COUNT_ESTIMATED_HEADER, 'true');
}
