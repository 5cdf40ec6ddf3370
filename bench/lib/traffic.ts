import { GRADES, LENS_MOUNTS } from '@refocus/contract';
import { NOTHING_WORDS, searchVocabulary } from '../catalogue/generated-listings.js';

const PAGE_SIZE = 24;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/**
 * Words most real camera listings share (issue 39), searched by the open-loop bench. The
 * catalogue generator writes each of them into 11–30 % of its listings, except "mint" and
 * "condition", which it never writes (it takes no vocabulary of its own yet).
 */
const COMMON_LISTING_WORDS = [
  'lens',
  'body',
  'kit',
  'mint',
  'battery',
  'shutter',
  'charger',
  'strap',
  'box',
  'condition',
] as const;

/** One kind of request of the varied traffic, named as the benchmarks print it. */
export interface TrafficShape {
  name: string;
  next: () => string;
}

/** Random picks over a catalogue of `listings` (about 90 % of them on sale), shared by the mixes. */
function draws(listings: number, random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lastPage = Math.max(1, Math.floor((listings * 0.9) / PAGE_SIZE));
  const page = (last: number) => 1 + Math.floor(random() * last);
  const brand = () => 1 + Math.floor(random() * 3);
  return {
    words: searchVocabulary(),
    pick,
    page,
    brand,
    lastPage,
    lastBrandPage: Math.max(1, Math.floor(lastPage / 3)),
    brandPriceRangeSort: () => {
      const min = Math.floor(random() * 20) * 50;
      return `/api/products?category=${brand()}&minPrice=${min}&maxPrice=${min + 100 + Math.floor(random() * 1500)}&sort=${pick(SORTS)}&page=${page(3)}`;
    },
  };
}

/**
 * The kinds of request varied catalogue traffic is made of: words and word pairs from the
 * catalogue's own vocabulary, words that match nothing, brand + price range + sort, random deep
 * pages of all listings and of a brand; camera-detail filters (mount and grades) and the facet
 * counts of a word, a brand and a filtered list (decision 037).
 */
export function catalogueTrafficShapes(listings: number, random = Math.random): TrafficShape[] {
  const { words, pick, page, brand, lastPage, lastBrandPage, brandPriceRangeSort } = draws(listings, random);
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
    { name: 'brand + price range + sort', next: brandPriceRangeSort },
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
 * The open-loop bench's mix (issue 39), each shape as likely: a word of the catalogue's
 * vocabulary, a word most listings share, a word pair, a word matching nothing (alone or beside
 * a word that matches), brand + price range + sort, a deep page (50–400) and a brand's page. A
 * search is sorted by newest or by price as often as not (else by relevance), and one in three
 * has a price bound: with random pages and bounds few URLs repeat, so most requests miss the
 * page cache.
 */
export function openLoopTrafficShapes(listings: number, random: () => number): TrafficShape[] {
  const { words, pick, page, brand, lastPage, lastBrandPage, brandPriceRangeSort } = draws(listings, random);
  const search = (q: string, pages: number) => {
    const sort = random() < 0.5 ? `&sort=${pick(SORTS)}` : '';
    const bound = random() < 1 / 3 ? `&maxPrice=${100 + 50 * Math.floor(random() * 60)}` : '';
    return `/api/products?q=${encodeURIComponent(q)}${sort}${bound}&page=${page(pages)}`;
  };
  return [
    { name: 'word', next: () => search(pick(words), 3) },
    { name: 'common word', next: () => search(pick(COMMON_LISTING_WORDS), 10) },
    { name: 'word pair', next: () => search(`${pick(words)} ${pick(words)}`, 2) },
    {
      name: 'word matching nothing',
      next: () => search(random() < 0.5 ? pick(NOTHING_WORDS) : `${pick(NOTHING_WORDS)} ${pick(words)}`, 1),
    },
    { name: 'brand + price range + sort', next: brandPriceRangeSort },
    {
      name: 'deep page (50–400)',
      next: () =>
        `/api/products?page=${Math.min(lastPage, 49 + page(351))}${random() < 0.5 ? `&sort=${pick(SORTS)}` : ''}`,
    },
    {
      name: 'brand page',
      next: () => `/api/category/${brand()}?page=${page(Math.min(400, lastBrandPage))}`,
    },
  ];
}

/** `word` with one edit (a letter dropped, two swapped, one changed or added) at a position from `from`. */
function withTypo(word: string, random: () => number, from = 0): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const at = from + Math.floor(random() * (word.length - 1 - from));
  const letter = letters[Math.floor(random() * letters.length)] as string;
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + letter + word.slice(at + 1),
    () => word.slice(0, at) + letter + word.slice(at),
  ];
  return (edits[Math.floor(random() * edits.length)] as () => string)();
}

/**
 * Typo traffic (decision 066): a catalogue word of 5 letters or more beside a brand, as written
 * and with the typos a search corrects — one, or two after the third letter in a word of 9 or
 * more (SQLite looks for a second typo among the words that begin the same). An edit may land on
 * another word or beyond correction, as a visitor's does.
 */
export function typoTrafficShapes(listings: number, random: () => number): TrafficShape[] {
  const { words, pick } = draws(listings, random);
  const plain = words.filter((word) => /^\p{L}{5,}$/u.test(word));
  const long = plain.filter((word) => word.length >= 9);
  const brands = ['canon', 'sony', 'nikon'];
  const search = (q: string) => `/api/products?q=${encodeURIComponent(`${pick(brands)} ${q}`)}`;
  return [
    { name: 'brand + word', next: () => search(pick(plain)) },
    { name: 'brand + word, one typo', next: () => search(withTypo(pick(plain), random)) },
    {
      name: 'brand + long word, two typos',
      next: () => search(withTypo(withTypo(pick(long), random, 3), random, 3)),
    },
  ];
}

/** One of `shapes`, each as likely. */
export function drawShape(shapes: TrafficShape[], random: () => number): TrafficShape {
  return shapes[Math.floor(random() * shapes.length)] as TrafficShape;
}

/**
 * Varied catalogue traffic, as many visitors make it: each call answers a different URL of one
 * of the shapes above, drawn at random, so almost nothing is a cache hit.
 */
export function variedCatalogueTraffic(listings: number, random = Math.random): () => string {
  const shapes = catalogueTrafficShapes(listings, random);
  return () => drawShape(shapes, random).next();
}

/**
 * `count` client addresses (at most 65 536) from 198.18.0.0/15, the range set aside for
 * benchmarks (RFC 2544), for X-Forwarded-For behind a trusted proxy.
 */
export function visitorAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `198.18.${Math.floor(i / 256) % 256}.${i % 256}`);
}
