import {
  type CatalogueFilters,
  CatalogueFiltersSchema,
  DETAIL_FILTERS,
  FACET_NAMES,
} from '@refocus/contract';
import { type DetailRow, detailChoicesOf, passesDetails } from '../products/products.public.js';

/** What the matcher knows of a new listing's camera details (storefront entry columns). */
export type ListingDetails = DetailRow;

/**
 * Whether a listing passes a saved search's camera-detail filters (decision 037), as the
 * catalogue's SQL does: a listing without the detail never passes a filter on it. The filters
 * are read from the kept query string, which saving already validated; a search saved before
 * the filters existed has none.
 */
export function detailsMatch(filters: CatalogueFilters, listing: ListingDetails): boolean {
  return passesDetails(listing, detailChoicesOf(filters));
}

/** Reads each distinct kept query's filters once per run. */
export function detailFiltersCache(): (query: string) => CatalogueFilters {
  const cache = new Map<string, CatalogueFilters>();
  return (query) => {
    let filters = cache.get(query);
    if (!filters) {
      const params = new URLSearchParams(query);
      const present = Object.fromEntries(
        FACET_NAMES.flatMap((name) => {
          const given = DETAIL_FILTERS[name].repeats ? params.getAll(name) : params.get(name);
          return given === null || (Array.isArray(given) && given.length === 0) ? [] : [[name, given]];
        }),
      );
      const parsed = CatalogueFiltersSchema.safeParse(present);
      // A kept query that no longer reads (a value retired from a list) filters on nothing rather than failing the run.
      filters = parsed.success ? parsed.data : {};
      cache.set(query, filters);
    }
    return filters;
  };
}
