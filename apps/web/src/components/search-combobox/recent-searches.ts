/**
 * The person's last searches, kept on this device only (issue 43, item 4): nothing to sign in
 * for and nothing sent to the server. Read only in event handlers, never while rendering, so a
 * server-drawn page and its hydration agree.
 */
const STORAGE_KEY = 'refocus.recent-searches';
const KEPT = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string').slice(0, KEPT) : [];
  } catch {
    // Storage blocked (private modes, policies) or edited by hand: no recent searches.
    return [];
  }
}

/** Puts `words` first, once (whatever its case), keeping the latest few. */
export function rememberSearch(words: string): void {
  const search = words.trim().replace(/\s+/g, ' ');
  if (!search) return;
  const same = search.toLocaleLowerCase();
  const kept = readRecentSearches().filter((recent) => recent.toLocaleLowerCase() !== same);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([search, ...kept].slice(0, KEPT)));
  } catch {
    // Full or blocked storage: the search itself still runs.
  }
}
