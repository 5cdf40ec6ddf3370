/** PRODUCT.md §2 "Lists are paged": default 24, at most 100. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Home shows the newest available listings, at most this many. */
export const HOME_CAMERAS_LIMIT = 6;

/** Headers that carry paging metadata, since list bodies are bare arrays (PRODUCT.md §1). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** `true` when the count stopped at its cap: `X-Total-Count` is then a lower bound. */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';
/** `true` when `X-Total-Count` is estimated from where a search's newest matches fall (decision 053). */
export const TOTAL_COUNT_ESTIMATED_HEADER = 'x-total-count-estimated';
/**
 * A search's corrected query when it finds more than the query as typed (decision 066), as
 * `encodeURIComponent` writes it (header values are ASCII): read with `decodeURIComponent`.
 */
export const SEARCH_SUGGESTION_HEADER = 'x-search-suggestion';

/** What `X-Total-Count` is: counted, a lower bound (capped), or an estimate. */
export type TotalKind = 'exact' | 'at-least' | 'estimated';
