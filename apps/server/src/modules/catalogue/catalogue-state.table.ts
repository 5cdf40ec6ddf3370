/** The one-row `catalogue_state` table: the version every page-cache entry is checked against. */
export interface CatalogueStateTable {
  id: number;
  version: number;
}
