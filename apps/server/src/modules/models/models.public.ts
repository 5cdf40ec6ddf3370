/**
 * What other modules may use of `models` (decision 021): a booking that completes moves its
 * model's price guide (decision 068), and the demo's sales make theirs.
 */
export { refreshPriceGuide, refreshPriceGuideOfListing } from './price-guide.js';
