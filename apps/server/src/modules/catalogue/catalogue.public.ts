/**
 * What other modules may use of `catalogue` (decision 021): a write that changes what the
 * storefront shows bumps the catalogue version in its own transaction (as do the seed and
 * `seed:catalogue`).
 *
 * And the page cache's HTTP side (decisions 003, 006, 042), for the app to register: the
 * `pageCache` plugin, with the catalogue version it answers under (app.ts makes the one source
 * the app shares). The server renderer keeps its pages in a `PageCache` of its own, and
 * compression leaves alone what is smaller than the cache would compress.
 */
export { pageCache } from './catalogue-cache.js';
export { bumpCatalogueVersion } from './catalogue-version.js';
export { type CatalogueVersionSource, catalogueVersionSource } from './catalogue-version-broadcast.js';
export { COMPRESS_THRESHOLD_BYTES } from './content-encoding.js';
export { PageCache } from './page-cache.js';
