import { multipartBody } from '../multipart.js';
import type { Row } from './matrix.js';
import { ADMIN_ONLY, ALL_200, SELLERS, SIGNED_IN, validListing } from './matrix.js';

/** The matrix's rows for the catalogue: docs, brands, listings, photos, pages, sellers, favourites, saved searches. */
export const CATALOGUE_ROWS: Row[] = [
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: ALL_200 },
  {
    route: 'GET /api/docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: [302, 302, 302, 302, 302, 302],
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: ALL_200,
  },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: ALL_200 },
  { route: 'GET /api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: ALL_200 },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: ALL_200,
  },
  { route: 'GET /api/openapi.json', request: () => ({ url: '/api/openapi.json' }), expect: ALL_200 },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: ALL_200 },
  { route: 'GET /api/ready', request: () => ({ url: '/api/ready' }), expect: ALL_200 },
  { route: 'GET /api/maintenance', request: () => ({ url: '/api/maintenance' }), expect: ALL_200 },
  {
    route: 'GET /api/search/suggestions',
    request: () => ({ url: '/api/search/suggestions?q=ca' }),
    expect: ALL_200,
  },
  { route: 'GET /api/shop', request: () => ({ url: '/api/shop' }), expect: ALL_200 },
  { route: 'GET /api/pages/:slug', request: () => ({ url: '/api/pages/terms' }), expect: ALL_200 },
  {
    route: 'PUT /api/pages/:slug',
    request: () => ({
      method: 'PUT',
      url: '/api/pages/contact',
      payload: { markdown: '# Contact\n\nMatrix.' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/saved-searches',
    note: 'the caller’s own only',
    request: () => ({ url: '/api/saved-searches' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/saved-searches',
    request: () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Matrix search', query: 'q=matrix', frequency: 'daily' },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    note: "only the owner; anyone else's answers 404, as if it did not exist",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/saved-searches/${await ctx.freshSavedSearch()}`,
      payload: { paused: true },
    }),
    expect: [401, 200, 404, 404, 404, 401],
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    note: "only the owner; anyone else's answers 404",
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/saved-searches/${await ctx.freshSavedSearch()}`,
    }),
    expect: [401, 200, 404, 404, 404, 401],
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    note: 'no sign-in: the token decides, and a made-up one is refused whoever asks',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/saved-searches/unsubscribe',
      payload: { id: await ctx.freshSavedSearch(), token: 'A'.repeat(43) },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'PUT /api/favourites/:productId',
    note: 'anyone signed in saves a listing, except its own seller (409)',
    request: async (ctx) => ({ method: 'PUT', url: `/api/favourites/${await ctx.freshProduct()}` }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'DELETE /api/favourites/:productId',
    note: "removes only the caller's own save",
    request: async (ctx) => ({ method: 'DELETE', url: `/api/favourites/${await ctx.freshProduct()}` }),
    expect: SIGNED_IN,
  },
  { route: 'GET /api/favourites', request: () => ({ url: '/api/favourites' }), expect: SIGNED_IN },
  {
    route: 'GET /api/favourites/ids',
    note: "the caller's own hearts only",
    request: async (ctx) => ({ url: `/api/favourites/ids?products=${await ctx.freshProduct()}` }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/images',
    request: (ctx) => {
      const body = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: ctx.png });
      return { method: 'POST', url: '/api/images', payload: body.payload, headers: body.headers };
    },
    expect: SELLERS,
  },
  { route: 'GET /api/images/:id/:file', request: (ctx) => ({ url: ctx.imageUrl }), expect: ALL_200 },
  { route: 'GET /api/home-cameras', request: () => ({ url: '/api/home-cameras' }), expect: ALL_200 },
  { route: 'GET /api/products', request: () => ({ url: '/api/products' }), expect: ALL_200 },
  {
    route: 'GET /api/products',
    note: 'include sold',
    request: () => ({ url: '/api/products?includeSold=true&q=camera&sort=price_asc' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/facets',
    note: 'include sold',
    request: () => ({ url: '/api/products/facets?includeSold=true&mount=sony-e' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/facets',
    request: () => ({ url: '/api/products/facets?mount=sony-e&grade=excellent' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/:id',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/products/:id/similar',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}/similar` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/sellers/:id',
    request: (ctx) => ({ url: `/api/sellers/${ctx.users.seller.id}` }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/sellers/:id/products',
    request: (ctx) => ({ url: `/api/sellers/${ctx.users.seller.id}/products?includeSold=true` }),
    expect: ALL_200,
  },
  { route: 'GET /api/brands', request: () => ({ url: '/api/brands' }), expect: ALL_200 },
  { route: 'GET /api/models', request: () => ({ url: '/api/models?q=5d4' }), expect: ALL_200 },
  {
    route: 'GET /api/models/:slug',
    request: () => ({ url: '/api/models/nikon-f3' }),
    expect: ALL_200,
  },
  {
    route: 'GET /api/models/:slug/listings',
    request: () => ({ url: '/api/models/nikon-f3/listings' }),
    expect: ALL_200,
  },
  { route: 'GET /api/category/:id', request: () => ({ url: '/api/category/2' }), expect: ALL_200 },
  {
    route: 'GET /api/category/:id',
    note: 'include sold',
    request: () => ({ url: '/api/category/2?includeSold=true' }),
    expect: ALL_200,
  },
  {
    route: 'POST /api/products',
    request: (ctx) => ({ method: 'POST', url: '/api/products', payload: validListing(ctx.imageUrl) }),
    expect: SELLERS,
  },
  {
    route: 'GET /api/products/:id/viewer',
    request: async (ctx) => ({ url: `/api/products/${await ctx.freshProduct()}/viewer` }),
    expect: SIGNED_IN,
  },
  {
    route: 'PATCH /api/products/:id',
    note: "only the owner edits; another seller's listing is out of reach",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/products/${await ctx.freshProduct()}`,
      payload: { resalePrice: 1 },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/products/:id',
    note: 'the gallery (decision 036): only the owner changes the photos',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/products/${await ctx.freshProduct()}`,
      payload: { photos: [ctx.imageUrl] },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'DELETE /api/products/:id',
    note: 'the owner or an admin',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/products/${await ctx.freshProduct()}` }),
    expect: [401, 403, 200, 403, 200, 401],
  },
];
