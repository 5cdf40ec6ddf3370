import { CATEGORIES } from '@refocus/contract';

/**
 * A saved query in words, for its default name and the dashboard's list:
 * `q=leica&category=1&maxPrice=900` → `“leica” · Cannon · up to $900`.
 */
export function describeSearch(query: string): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const q = params.get('q')?.trim();
  if (q) parts.push(`“${q}”`);
  const category = CATEGORIES.find((c) => String(c.id) === params.get('category'));
  if (category) parts.push(category.name);
  const min = params.get('minPrice');
  const max = params.get('maxPrice');
  if (min && max) parts.push(`$${min}–$${max}`);
  else if (min) parts.push(`from $${min}`);
  else if (max) parts.push(`up to $${max}`);
  return parts.length > 0 ? parts.join(' · ') : 'All cameras';
}

/** The catalogue's filters of the current URL, without the page: what a saved search keeps. */
export function savedQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'category', 'minPrice', 'maxPrice', 'sort']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}
