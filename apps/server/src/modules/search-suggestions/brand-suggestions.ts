import { CATEGORIES, type SearchSuggestion } from '@refocus/contract';
import { BRAND_WORDS, foldText } from '../products/products.public.js';

/**
 * The brands whose name, or a word the search knows them by (`Cannon`), begins with what was
 * typed: `ca` offers Canon, `niko` Nikon. Once the words go past a brand (`canon 5d`) the
 * models say more than the brand's page.
 */
export function brandSuggestions(q: string): SearchSuggestion[] {
  const typed = foldText(q).trim().replace(/\s+/g, ' ');
  return CATEGORIES.filter((category) =>
    [category.name, ...(BRAND_WORDS[category.id] ?? '').split(' ')].some((word) =>
      foldText(word).startsWith(typed),
    ),
  ).map((category) => ({ kind: 'brand', label: category.name, categoryId: category.id }));
}
