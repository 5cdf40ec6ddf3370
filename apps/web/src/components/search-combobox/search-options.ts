import type { SearchSuggestion } from '@refocus/contract';

/** What picking an option does: open a brand's page, or search for the option's words. */
type SearchPick = { kind: 'brand'; categoryId: number } | { kind: 'search'; words: string };

export interface SearchOption {
  label: string;
  pick: SearchPick;
}

export interface SearchOptionGroup {
  label: 'Brands' | 'Models' | 'Recent searches';
  options: SearchOption[];
}

/** The API is asked from this many typed characters on (its own minimum, issue 43 item 4). */
export const SUGGESTIONS_FROM_LENGTH = 2;

const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The recent searches that go on with what is typed: the whole search or one of its words
 * starts with it ("a7" offers "sony a7 iii"). An empty field offers them all.
 */
export function matchingRecentSearches(recents: readonly string[], typed: string): string[] {
  const prefix = fold(typed);
  if (!prefix) return [...recents];
  return recents.filter((recent) => {
    const words = fold(recent);
    return words.startsWith(prefix) || words.split(/\s+/).some((word) => word.startsWith(prefix));
  });
}

/**
 * The listbox's groups, in the order the issue names them, empty ones left out. A recent
 * search that is also a suggestion shows once, as the suggestion.
 */
export function searchOptionGroups(
  suggestions: readonly SearchSuggestion[],
  recents: readonly string[],
): SearchOptionGroup[] {
  const brands = suggestions.flatMap((s) =>
    s.kind === 'brand'
      ? [{ label: s.label, pick: { kind: 'brand', categoryId: s.categoryId } as const }]
      : [],
  );
  const models = suggestions.flatMap((s) =>
    s.kind === 'model' ? [{ label: s.label, pick: { kind: 'search', words: s.label } as const }] : [],
  );
  const suggested = new Set(suggestions.map((s) => fold(s.label)));
  const recent = recents
    .filter((words) => !suggested.has(fold(words)))
    .map((words) => ({ label: words, pick: { kind: 'search', words } as const }));
  const groups: SearchOptionGroup[] = [
    { label: 'Brands', options: brands },
    { label: 'Models', options: models },
    { label: 'Recent searches', options: recent },
  ];
  return groups.filter((group) => group.options.length > 0);
}
