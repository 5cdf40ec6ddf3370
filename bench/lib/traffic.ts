import { GRADES, LENS_MOUNTS } from '@refocus/contract';
import { NOTHING_WORDS, searchVocabulary } from '../../apps/server/src/seed/generated-listings.js';

const PAGE_SIZE = 24;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/**
 * Varied catalogue traffic, as many visitors make it: each call answers a different URL, so
 * almost nothing is a cache hit. The mix: words and word pairs from the catalogue's own
 * vocabulary, words that match nothing, brand + price range + sort, random deep pages of
 * all listings and of a brand; camera-detail filters (mount and grades) and the facet counts
 * of a word, a brand and a filtered list (decision 037).
 */
export function variedCatalogueTraffic(listings: number, random = Math.random): () => string {
  const words = searchVocabulary();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lastPage = Math.max(1, Math.floor((listings * 0.9) / PAGE_SIZE));
  const lastBrandPage = Math.max(1, Math.floor(lastPage / 3));
  const page = (last: number) => 1 + Math.floor(random() * last);
  const shapes: (() => string)[] = [
    () => `/api/products?q=${encodeURIComponent(pick(words))}&page=${page(3)}`,
    () => `/api/products?q=${encodeURIComponent(`${pick(words)} ${pick(words)}`)}`,
    () => `/api/products?q=${encodeURIComponent(pick(NOTHING_WORDS))}${random() < 0.5 ? 'x' : ''}`,
    () => {
      const min = Math.floor(random() * 20) * 50;
      return `/api/products?category=${1 + Math.floor(random() * 3)}&minPrice=${min}&maxPrice=${min + 100 + Math.floor(random() * 1500)}&sort=${pick(SORTS)}&page=${page(3)}`;
    },
    () => `/api/products?page=${page(lastPage)}`,
    () => `/api/category/${1 + Math.floor(random() * 3)}?page=${page(lastBrandPage)}`,
    () =>
      `/api/products?mount=${pick(LENS_MOUNTS)}&grade=${pick(GRADES)}&grade=${pick(GRADES)}&sort=${pick(SORTS)}&page=${page(3)}`,
    () => `/api/products/facets?q=${encodeURIComponent(pick(words))}`,
    () => `/api/products/facets?category=${1 + Math.floor(random() * 3)}&grade=${pick(GRADES)}`,
    () => `/api/products/facets?mount=${pick(LENS_MOUNTS)}&maxPrice=${100 + Math.floor(random() * 2000)}`,
  ];
  return () => pick(shapes)();
}
