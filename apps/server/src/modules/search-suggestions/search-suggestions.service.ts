import { MAX_SEARCH_SUGGESTIONS, type SearchSuggestion, type SearchSuggestions } from '@refocus/contract';
import { foldText } from '../products/products.public.js';
import { brandSuggestions, type SuggestedBrand } from './brand-suggestions.js';

/** Listings read for their titles: enough to find 8 different ones among repeats. */
const TITLES_READ = 40;
/** A title longer than this is a seller's sentence, not a model's name. */
const MAX_TITLE = 80;

/** The titles of the listings on sale that the catalogue's search finds for `q`, best first. */
export type FindTitles = (
  q: string,
  limit: number,
  catalogueVersion: number | undefined,
) => Promise<string[]>;

/**
 * What the search box offers as someone types (issue 43, item 4): the brands the words begin,
 * then titles of listings on sale that the catalogue's own search finds for them — so every
 * model offered leads to results — those that begin with the words first, each title once.
 * The person's recent searches are the browser's own (they never reach the server).
 */
export class SearchSuggestionsService {
  constructor(
    private readonly findTitles: FindTitles,
    private readonly menuBrands: () => Promise<SuggestedBrand[]>,
  ) {}

  async suggest(q: string, catalogueVersion?: number): Promise<SearchSuggestions> {
    const brands = brandSuggestions(q, await this.menuBrands());
    const typed = foldText(q).trim();
    // One suggestion per title however it is written, in the place of its best match, spelt as
    // the seller who wrote it with most care did (`Canon EOS 5D`, not `canon eos 5d`).
    const spellings = new Map<string, string>();
    for (const found of await this.findTitles(q, TITLES_READ, catalogueVersion)) {
      const title = found.trim().replace(/\s+/g, ' ');
      if (title.length > MAX_TITLE) continue;
      const key = foldText(title);
      const known = spellings.get(key);
      if (known === undefined || capitals(title) > capitals(known)) spellings.set(key, title);
    }
    const titles = [...spellings.values()];
    // Stable: within each part the search's order stays.
    const beginning = titles.filter((title) => foldText(title).startsWith(typed));
    const rest = titles.filter((title) => !foldText(title).startsWith(typed));
    const models: SearchSuggestion[] = [...beginning, ...rest].map((label) => ({ kind: 'model', label }));
    return { suggestions: [...brands, ...models].slice(0, MAX_SEARCH_SUGGESTIONS) };
  }
}

const capitals = (text: string) => text.replace(/[^\p{Lu}]/gu, '').length;
