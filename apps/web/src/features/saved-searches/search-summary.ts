import { DETAIL_FILTERS, FACET_NAMES } from '@refocus/contract';

/**
 * A saved query in words, for its default name and the dashboard's list:
 * `q=leica&category=1&maxPrice=900` → `“leica” · Canon · up to $900`. `brandName` names a brand
 * by id (the menu's brands); a brand it does not know (yet) is left out of the words.
 */
export function describeSearch(query: string, brandName: (id: number) => string | undefined): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const q = params.get('q')?.trim();
  if (q) parts.push(`“${q}”`);
  const category = params.get('category');
  const brand = category && /^\d+$/.test(category) ? brandName(Number(category)) : undefined;
  if (brand) parts.push(brand);
  const min = params.get('minPrice');
  const max = params.get('maxPrice');
  if (min && max) parts.push(`$${min}–$${max}`);
  else if (min) parts.push(`from $${min}`);
  else if (max) parts.push(`up to $${max}`);
  // Each camera-detail filter the contract declares, in its order, in the filter bar's words.
  for (const name of FACET_NAMES) {
    const labels = DETAIL_FILTERS[name].labels as Record<string, string>;
    const named = params.getAll(name).flatMap((value) => labels[value] ?? []);
    if (named.length > 0) parts.push(named.join(' or '));
  }
  return parts.length > 0 ? parts.join(' · ') : 'All cameras';
}

/** The catalogue's filters of the current URL, without the page: what a saved search keeps. */
export function savedQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'category', 'minPrice', 'maxPrice', 'sort', ...FACET_NAMES]) {
    for (const value of params.getAll(key)) if (value) kept.append(key, value);
  }
  return kept.toString();
}
