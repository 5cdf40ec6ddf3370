import {
  CategoryIdSchema,
  CategoryListQuerySchema,
  FacetsSchema,
  opaqueId,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  SEARCH_SUGGESTION_HEADER,
} from '@refocus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import type { ProductPage, ProductsService } from './products.service.js';

/** What the OpenAPI document says about searching and paging the storefront (decision 007). */
const LIST_PAGING_DOC = [
  'The body is a bare array of products; paging travels in headers.',
  '',
  '**Search** (`q`, at most 200 characters): every word must match the name, brand, description or',
  'location; case and accents do not matter (`krakow` finds Kraków), model numbers match however',
  'they are spaced (`a7iii`, `A7 III`; `f/1.8`, `F1.8`; `50mm`, `50 mm`), and the last word matches',
  'as a prefix (`niko` finds Nikon). The text is never read as query syntax. Without `sort`,',
  'results come by relevance: listings whose name or brand hold every word first, then the rest,',
  'newest listed first within each group.',
  '',
  '**Typos** (decision 066): a word of 5 letters or more without digits that no listing holds is',
  'also asked as the nearest word the catalogue holds (one edit from 5 letters, two from 9):',
  '`nikkon` finds Nikon. When the words as typed find nothing or very little and a corrected',
  'query finds more, **`X-Search-Suggestion`** carries that query, URL-encoded',
  '(`encodeURIComponent`): "Did you mean …".',
  '',
  '**Paging**: `page` and `limit` (default 24, at most 100) work as always. The `Link` header',
  'gives `first`, `prev`, `next` and (when the total is exact) `last`; `prev` and `next` carry an',
  'opaque `cursor` besides the page number. Following them costs the same on page 4 000 as on',
  'page 1. A cursor is signed and belongs to one search, filter and sort: an edited one, or one',
  'sent with other filters, answers 400 (start again from page 1). `next` is present only when',
  'another page follows.',
  '',
  '**`X-Total-Count`** is exact for the whole catalogue, a brand and camera details (kept counts).',
  'With a price range and no words it is exact up to 10 000; when more match it answers 10 000 and adds',
  '`X-Total-Count-Capped: true` (and no `last` link). With words it is exact while at most 500',
  'listings match; above, it is **estimated** from where the newest 500 matches fall among the',
  'listings since the oldest match (within a few percent when matches are spread over time), and',
  'the answer adds `X-Total-Count-Estimated: true` (and no `last` link). Follow `next` to the end:',
  'it is there exactly while another page follows, whatever the total says.',
  '',
  '**Camera details** (decision 037): `type`, `grade` and `mount` may repeat (options of one',
  'filter are ORed, filters ANDed); `works` is `yes` or `no`. Counts per option come from',
  '`GET /api/products/facets` with the same query.',
  '',
  '**`includeSold`** (`true` or `false`, default `false`; decision 038): with `true`, sold',
  'listings are listed among the available ones in the same order and filters, each with its',
  '`status` (`sold`) and `soldAt`; totals and facet counts add them. Booked (reserved) listings',
  'are never listed; their page stays reachable by link.',
].join('\n');

/** A list's answer: its paging in headers, its listings as the body. */
function answerPage(request: FastifyRequest, reply: FastifyReply, page: ProductPage) {
  setPagingHeaders(request, reply, { ...page, cursors: { next: page.next, prev: page.prev } });
  if (page.suggestion !== undefined)
    reply.header(SEARCH_SUGGESTION_HEADER, encodeURIComponent(page.suggestion));
  return page.items;
}

export function productRoutes(products: ProductsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/home-cameras',
      {
        schema: {
          tags: ['products'],
          summary: 'Newest available cameras for the home page (at most 6)',
          response: { 200: ProductListSchema },
        },
        config: { catalogueCache: true },
      },
      () => products.homeCameras(),
    );

    api.get(
      '/api/products',
      {
        schema: {
          tags: ['products'],
          summary:
            'Available cameras (sold ones too with includeSold=true): search, brand, price range, sort, paged',
          description: LIST_PAGING_DOC,
          querystring: ProductListQuerySchema,
          response: { 200: ProductListSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      async (request, reply) => {
        const page = await products.list(request.query, { catalogueVersion: request.catalogueVersion });
        return answerPage(request, reply, page);
      },
    );

    api.get(
      '/api/products/facets',
      {
        schema: {
          tags: ['products'],
          summary: 'Counts per filter option (type, grade, mount, works) for a search',
          description: [
            'Takes the list query (paging and sort are read and ignored, so a client may send the',
            "list's own query). Each filter is counted with every other filter",
            'applied, so the alternatives to a choice stay visible. Without words or prices the',
            'counts are kept ones, always exact. With words or a price range the first 5 000',
            'matches are counted; when more match, every count is a lower bound (`exact: false`).',
            '`includeSold=true` counts sold listings too (decision 038).',
          ].join('\n'),
          querystring: ProductListQuerySchema,
          response: { 200: FacetsSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      (request) => products.facets(request.query, { catalogueVersion: request.catalogueVersion }),
    );

    api.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One camera on the storefront',
          params: z.object({ id: opaqueId('id') }),
          response: { 200: ProductSchema, ...errorResponses(404) },
        },
        config: { catalogueCache: true },
      },
      (request) => products.get(request.params.id),
    );

    api.get(
      '/api/products/:id/similar',
      {
        schema: {
          tags: ['products'],
          summary:
            'Cameras on sale like this one (at most 8): the same model first, then the same brand and type nearest in price',
          params: z.object({ id: opaqueId('id') }),
          response: { 200: ProductListSchema, ...errorResponses(404) },
        },
        config: { catalogueCache: true },
      },
      (request) => products.similar(request.params.id),
    );

    api.get(
      '/api/category/:id',
      {
        schema: {
          tags: ['products'],
          summary:
            'Available cameras of one brand (GET /api/brands: 1 Canon, spelt Cannon by the spec; 2 Sony; 3 Nikon; and those admins add; sold ones too with includeSold=true), newest first, paged',
          description: LIST_PAGING_DOC,
          params: z.object({ id: CategoryIdSchema }),
          querystring: CategoryListQuerySchema,
          response: { 200: ProductListSchema, ...errorResponses(400, 404) },
        },
        config: { catalogueCache: true },
      },
      async (request, reply) => {
        const page = await products.listBrand(request.params.id, request.query, {
          catalogueVersion: request.catalogueVersion,
        });
        return answerPage(request, reply, page);
      },
    );
  };
}
