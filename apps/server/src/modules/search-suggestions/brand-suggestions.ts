import type { Brand, SearchSuggestion } from '@refocus/contract';
import { foldText } from '../products/products.public.js';

/** A brand of the menu, with the words the search finds it by (its name and aliases). */
export interface SuggestedBrand {
  brand: Brand;
  words: string[];
}

/**
 * The brands whose name, or a word the search knows them by (`Cannon`), begins with what was
 * typed: `ca` offers Canon, `niko` Nikon. Once the words go past a brand (`canon 5d`) the
 * models say more than the brand's page.
 */
export function brandSuggestions(q: string, brands: SuggestedBrand[]): SearchSuggestion[] {
  const typed = foldText(q).trim().replace(/\s+/g, ' ');
  return brands
    .filter(({ brand, words }) => [brand.name, ...words].some((word) => foldText(word).startsWith(typed)))
    .map(({ brand }) => ({ kind: 'brand', label: brand.name, categoryId: brand.id }));
}
