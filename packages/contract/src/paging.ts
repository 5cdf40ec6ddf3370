/** PRODUCT.md §2 "Lists are paged": default 24, at most 100. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Home shows the newest available listings, at most this many. */
export const HOME_CAMERAS_LIMIT = 6;

/** Headers that carry paging metadata, since list bodies are bare arrays (PRODUCT.md §1). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
