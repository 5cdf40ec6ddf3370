import {
  CATEGORIES,
  GRADE_SCALE,
  type Grade,
  ITEM_TYPE_LABELS,
  type ItemType,
  LENS_MOUNT_LABELS,
  type LensMount,
} from '@refocus/contract';

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
  const labels = (key: string, names: Record<string, string | { label: string }>) =>
    params
      .getAll(key)
      .map((value) => names[value])
      .filter((name) => name !== undefined)
      .map((name) => (typeof name === 'string' ? name : name.label));
  const types = labels('type', ITEM_TYPE_LABELS as Record<ItemType, string>);
  if (types.length > 0) parts.push(types.join(' or '));
  const mounts = labels('mount', LENS_MOUNT_LABELS as Record<LensMount, string>);
  if (mounts.length > 0) parts.push(mounts.join(' or '));
  const grades = labels('grade', GRADE_SCALE as Record<Grade, { label: string }>);
  if (grades.length > 0) parts.push(grades.join(' or '));
  if (params.get('works') === 'yes') parts.push('works');
  if (params.get('works') === 'no') parts.push('not working');
  return parts.length > 0 ? parts.join(' · ') : 'All cameras';
}

/** The catalogue's filters of the current URL, without the page: what a saved search keeps. */
export function savedQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'category', 'minPrice', 'maxPrice', 'sort', 'type', 'grade', 'mount', 'works']) {
    for (const value of params.getAll(key)) if (value) kept.append(key, value);
  }
  return kept.toString();
}
