/**
 * The search-case table (issue 12): listings, and what each query must find. It runs
 * unchanged against SQLite and PostgreSQL (search.test.ts), so both behave the same.
 * Category ids: 1 Cannon (the spec's spelling of Canon), 2 Sony, 3 Nikon.
 */
export const SEARCH_LISTINGS = {
  canonR5: {
    name: 'Canon EOS R5',
    category_id: 1,
    description: 'Full frame mirrorless body',
    location: 'A Coruña',
  },
  canon50: {
    name: 'Canon EF 50 mm F1.8 STM',
    category_id: 1,
    description: 'The nifty fifty, sharp wide open',
    location: 'Krakow',
  },
  sonyA7iii: {
    name: 'Sony A7 III',
    category_id: 2,
    description: 'Mirrorless full frame with a battery grip',
    location: 'Kraków',
  },
  sonyA7iiiJoined: {
    name: 'Sony Alpha A7III body',
    category_id: 2,
    description: 'Barely used',
    location: 'Porto',
  },
  sonyA7s: { name: 'Sony A7S', category_id: 2, description: 'Video monster, low light', location: 'Berlin' },
  sony85: {
    name: 'Sony FE 85mm f/1.8',
    category_id: 2,
    description: 'Fast portrait lens; the Nikon adapter is not included',
    location: 'Madrid',
  },
  olympus: {
    name: 'Olympus OM-1 "near mint" (film) body',
    category_id: 2,
    description: 'AND/OR: the best -- a classic^ * NEAR perfect',
    location: 'Paris',
  },
  nikon50: {
    name: 'Nikon AF-S 50mm f/1.8',
    category_id: 3,
    description: 'Sharp portrait lens',
    location: 'Zürich',
  },
  nikonZ6: {
    name: 'Nikon Z6 II',
    category_id: 3,
    description: 'Comes with a spare battery and the original box',
    location: 'São Paulo',
  },
  sigma35: {
    name: 'Sigma 35mm F1.4 Art',
    category_id: 3,
    description: 'Nikon F mount, like new, with a Großformat hood',
    location: 'Łódź',
  },
} as const;

export type SearchListing = keyof typeof SEARCH_LISTINGS;

/** Listings that are not on the storefront: a search never finds them. */
export const HIDDEN_LISTINGS = {
  sold: { name: 'Nikon D850 sold', category_id: 3, status: 'sold' },
  booked: { name: 'Canon 5D booked', category_id: 1, status: 'booked' },
  deleted: { name: 'Sony A1 deleted', category_id: 2, deleted: true },
  orphan: { name: 'Nikon D750 of a deleted seller', category_id: 3, sellerGone: true },
} as const;

const canon: SearchListing[] = ['canonR5', 'canon50'];
const nikon: SearchListing[] = ['nikon50', 'nikonZ6', 'sigma35'];
const a7iii: SearchListing[] = ['sonyA7iii', 'sonyA7iiiJoined'];
const fifty: SearchListing[] = ['canon50', 'nikon50'];
const krakow: SearchListing[] = ['sonyA7iii', 'canon50'];

export interface SearchCase {
  q: string;
  finds: SearchListing[];
  /** When set: these come first (name or brand match), in any order among themselves. */
  first?: SearchListing[];
}

export const SEARCH_CASES: SearchCase[] = [
  // Words, case, and the brand names the navigation shows.
  { q: 'canon', finds: canon },
  { q: 'CANNON', finds: canon },
  { q: 'Cannon', finds: canon },
  { q: 'nikon', finds: [...nikon, 'sony85'], first: nikon },
  { q: 'sony', finds: ['sonyA7iii', 'sonyA7iiiJoined', 'sonyA7s', 'sony85', 'olympus'] },
  { q: 'portrait lens', finds: ['nikon50', 'sony85'] },
  { q: 'sony lens', finds: ['sony85'] },
  { q: 'battery', finds: ['sonyA7iii', 'nikonZ6'] },
  // Partial words, as a visitor types.
  { q: 'niko', finds: [...nikon, 'sony85'], first: nikon },
  { q: 'mirrorl', finds: ['canonR5', 'sonyA7iii'] },
  { q: 'sig', finds: ['sigma35'] },
  { q: 'portrai', finds: ['nikon50', 'sony85'] },
  { q: 'mirrorless', finds: ['canonR5', 'sonyA7iii'] },
  // A long last word is asked whole, not cut short: another ending (beyond a typo's two
  // edits, decision 066) finds nothing.
  { q: 'mirrorxyzw', finds: [] },
  { q: 'mirrorless 85', finds: [] },
  // Model numbers, however they are spaced.
  { q: 'a7', finds: [...a7iii, 'sonyA7s'] },
  { q: 'a7iii', finds: a7iii },
  { q: 'A7 III', finds: a7iii },
  { q: 'a7 iii', finds: a7iii },
  { q: 'A7III', finds: a7iii },
  { q: 'z6ii', finds: ['nikonZ6'] },
  { q: '50mm', finds: fifty },
  { q: '50 mm', finds: fifty },
  { q: 'f/1.8', finds: [...fifty, 'sony85'] },
  { q: 'F1.8', finds: [...fifty, 'sony85'] },
  { q: 'f1.4', finds: ['sigma35'] },
  { q: 'af-s', finds: ['nikon50'] },
  { q: 'om-1', finds: ['olympus'] },
  // Accents, both ways.
  { q: 'krakow', finds: krakow },
  { q: 'Kraków', finds: krakow },
  { q: 'KRAKÓW', finds: krakow },
  { q: 'zurich', finds: ['nikon50'] },
  { q: 'Zürich', finds: ['nikon50'] },
  { q: 'sao paulo', finds: ['nikonZ6'] },
  { q: 'Łódź', finds: ['sigma35'] },
  // A language's own letters, as its people type them (issue 47): ñ as n, ß as ss.
  { q: 'coruna', finds: ['canonR5'] },
  { q: 'A Coruña', finds: ['canonR5'] },
  { q: 'grossformat', finds: ['sigma35'] },
  { q: 'Großformat', finds: ['sigma35'] },
  { q: 'GROSSFORMAT hood', finds: ['sigma35'] },
  // Query syntax is plain text.
  { q: '"', finds: [] },
  { q: '*', finds: [] },
  { q: '-', finds: [] },
  { q: '(', finds: [] },
  { q: '^', finds: [] },
  { q: ':', finds: [] },
  { q: "'", finds: [] },
  { q: '\\', finds: [] },
  { q: 'NEAR', finds: ['olympus'] },
  { q: '"near mint"', finds: ['olympus'] },
  { q: 'near mint', finds: ['olympus'] },
  { q: 'NEAR(canon sony)', finds: [] },
  { q: 'canon OR sony', finds: [] },
  { q: 'and/or', finds: ['olympus'] },
  { q: 'canon -sony', finds: [] },
  { q: '^canon', finds: canon },
  { q: 'canon*', finds: canon },
  { q: '(nikon', finds: [...nikon, 'sony85'] },
  { q: 'name:canon', finds: [] },
  { q: '{name}: sony', finds: [] },
  { q: "o'brien", finds: [] },
  { q: 'classic^', finds: ['olympus'] },
  // Nothing found.
  { q: 'hasselblad', finds: [] },
  { q: 'canon nikon', finds: [] },
];
