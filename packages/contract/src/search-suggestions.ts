import { z } from 'zod';
import { vm } from './validation-messages.js';

/** `GET /api/search/suggestions?q=`: what the search box offers after two letters (issue 43, item 4). */
export const SearchSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, { error: vm.searchSuggestionsQMustAtLeast.defaultMessage })
    .max(100, { error: vm.searchSuggestionsQMustAtMost.defaultMessage }),
});

/**
 * One suggestion: a brand (its page is `/category/{categoryId}`) or a model as the catalogue's
 * titles name it (a search for `label`).
 */
export const SearchSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand'), label: z.string(), categoryId: z.number().int() }),
  z.object({ kind: z.literal('model'), label: z.string() }),
]);
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** At most this many suggestions come back: brands first, then models. */
export const MAX_SEARCH_SUGGESTIONS = 8;

export const SearchSuggestionsSchema = z.object({
  suggestions: z.array(SearchSuggestionSchema).max(MAX_SEARCH_SUGGESTIONS),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
