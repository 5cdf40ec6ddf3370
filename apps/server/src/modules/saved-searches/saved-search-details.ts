import { type CatalogueFilters, CatalogueFiltersSchema } from '@refocus/contract';

/** What the matcher knows of a new listing's camera details (storefront entry columns). */
export interface ListingDetails {
  item_type: string | null;
  grade: string | null;
  works: number | null;
  lens_mount: string | null;
}

/**
 * Whether a listing passes a saved search's camera-detail filters (decision 037), as the
 * catalogue's SQL does: a listing without the detail never passes a filter on it. The filters
 * are read from the kept query string, which saving already validated; a search saved before
 * the filters existed has none.
 */
export function detailsMatch(filters: CatalogueFilters, listing: ListingDetails): boolean {
  const oneOf = (values: readonly string[] | undefined, value: string | null) =>
    values === undefined || (value !== null && values.includes(value));
  return (
    oneOf(filters.type, listing.item_type) &&
    oneOf(filters.grade, listing.grade) &&
    oneOf(filters.mount, listing.lens_mount) &&
    (filters.works === undefined ||
      (listing.works !== null && listing.works === (filters.works === 'yes' ? 1 : 0)))
  );
}

/** Reads each distinct kept query's filters once per run. */
export function detailFiltersCache(): (query: string) => CatalogueFilters {
  const cache = new Map<string, CatalogueFilters>();
  return (query) => {
    let filters = cache.get(query);
    if (!filters) {
      const params = new URLSearchParams(query);
      const given = {
        type: params.getAll('type'),
        grade: params.getAll('grade'),
        mount: params.getAll('mount'),
        works: params.get('works') ?? undefined,
      };
      const present = Object.fromEntries(
        Object.entries(given).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
      );
      const parsed = CatalogueFiltersSchema.safeParse(present);
      // A kept query that no longer reads (a value retired from a list) filters on nothing rather than failing the run.
      filters = parsed.success ? parsed.data : {};
      cache.set(query, filters);
    }
    return filters;
  };
}
