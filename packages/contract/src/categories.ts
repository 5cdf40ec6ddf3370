/** The three brands of spec §9. Ids are part of the API (`/category/{id}`, `categoryId`). */
export const CATEGORIES = [
  { id: 1, name: 'Cannon' },
  { id: 2, name: 'Sony' },
  { id: 3, name: 'Nikon' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as CategoryId[];

export function categoryName(id: number): string | undefined {
  return CATEGORIES.find((c) => c.id === id)?.name;
}
