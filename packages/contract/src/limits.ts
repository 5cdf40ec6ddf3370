/** Upload limits of PRODUCT.md §2 "The image host is our own", shared by the form and the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Prices are 0 to 1 000 000 dollars (PRODUCT.md §2), stored in cents: within a 32-bit integer column. */
export const PRICE_MAX = 1_000_000;
