import { GRADES, LENS_MOUNTS } from '@refocus/contract';
import { NOTHING_WORDS, searchVocabulary } from '../../apps/server/src/seed/generated-listings.js';

const PAGE_SIZE = 24;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** One kind of request of the varied traffic, named as the benchmarks print it. */
export interface TrafficShape {
  name: string;
  next: () => string;
}

/**
 * The kinds of request varied catalogue traffic is made of: words and word pairs from the
 * catalogue's own vocabulary, words that match nothing, brand + price range + sort, random deep
 * pages of all listings and of a brand; camera-detail filters (mount and grades) and the facet
 * counts of a word, a brand and a filtered list (decision 037).
 */
export function catalogueTrafficShapes(listings: number, random = Math.random): TrafficShape[] {
  const words = searchVocabulary();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lastPage = Math.max(1, Math.floor((listings * 0.9) / PAGE_SIZE));
  const lastBrandPage = Math.max(1, Math.floor(lastPage / 3));
  const page = (last: number) => 1 + Math.floor(random() * last);
  const brand = () => 1 + Math.floor(random() * 3);
  return [
    { name: 'word', next: () => `/api/products?q=${encodeURIComponent(pick(words))}&page=${page(3)}` },
    {
      name: 'word pair',
      next: () => `/api/products?q=${encodeURIComponent(`${pick(words)} ${pick(words)}`)}`,
    },
    {
      name: 'word matching nothing',
      next: () => `/api/products?q=${encodeURIComponent(pick(NOTHING_WORDS))}${random() < 0.5 ? 'x' : ''}`,
    },
    {
      name: 'brand + price range + sort',
      next: () => {
        const min = Math.floor(random() * 20) * 50;
        return `/api/products?category=${brand()}&minPrice=${min}&maxPrice=${min + 100 + Math.floor(random() * 1500)}&sort=${pick(SORTS)}&page=${page(3)}`;
      },
    },
    { name: 'deep page', next: () => `/api/products?page=${page(lastPage)}` },
    { name: 'deep brand page', next: () => `/api/category/${brand()}?page=${page(lastBrandPage)}` },
    {
      name: 'mount + grades + sort',
      next: () =>
        `/api/products?mount=${pick(LENS_MOUNTS)}&grade=${pick(GRADES)}&grade=${pick(GRADES)}&sort=${pick(SORTS)}&page=${page(3)}`,
    },
    { name: 'facets: word', next: () => `/api/products/facets?q=${encodeURIComponent(pick(words))}` },
    {
      name: 'facets: brand + grade',
      next: () => `/api/products/facets?category=${brand()}&grade=${pick(GRADES)}`,
    },
    {
      name: 'facets: mount + max price',
      next: () =>
        `/api/products/facets?mount=${pick(LENS_MOUNTS)}&maxPrice=${100 + Math.floor(random() * 2000)}`,
    },
  ];
}

/**
 * Varied catalogue traffic, as many visitors make it: each call answers a different URL of one
 * of the shapes above, drawn at random, so almost nothing is a cache hit.
 */
export function variedCatalogueTraffic(listings: number, random = Math.random): () => string {
  const shapes = catalogueTrafficShapes(listings, random);
  return () => (shapes[Math.floor(random() * shapes.length)] as TrafficShape).next();
}
