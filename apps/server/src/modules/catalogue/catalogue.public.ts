/**
 * What other modules may use of `catalogue` (decision 021): a write that changes what the
 * storefront shows bumps the catalogue version in its own transaction.
 */
export { bumpCatalogueVersion } from './catalogue-version.js';
