/**
 * The three brands of spec §9. Ids are part of the API (`/category/{id}`, `categoryId`); the
 * names are what our screens, pages and mails show. The spec spells brand 1 "Cannon"; we show
 * "Canon" (issue 42, item 4), and the search still finds it by either word (search-match.ts).
 */
export const CATEGORIES = [
  { id: 1, name: 'Canon' },
  { id: 2, name: 'Sony' },
  { id: 3, name: 'Nikon' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as CategoryId[];

export function categoryName(id: number): string | undefined {
  return CATEGORIES.find((c) => c.id === id)?.name;
}
