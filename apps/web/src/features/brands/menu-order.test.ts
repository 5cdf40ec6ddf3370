import type { AdminBrand } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { positionChanges } from './menu-order';

const brand = (id: number, position: number): AdminBrand => ({
  id,
  name: `Brand ${id}`,
  slug: `brand-${id}`,
  listings: 0,
  position,
  hidden: false,
});

/** Order as the server does: by position, then id. */
const menuAfter = (brands: AdminBrand[], changes: { id: number; position: number }[]) =>
  brands
    .map((b) => ({ ...b, position: changes.find((c) => c.id === b.id)?.position ?? b.position }))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((b) => b.id);

describe('moving a brand in the menu', () => {
  const menu = [brand(1, 1), brand(2, 2), brand(3, 3), brand(16, 4)];

  it('swaps the positions of two neighbours', () => {
    expect(positionChanges(menu, 3, -1)).toEqual([
      { id: 16, position: 3 },
      { id: 3, position: 4 },
    ]);
    expect(menuAfter(menu, positionChanges(menu, 0, 1))).toEqual([2, 1, 3, 16]);
  });

  it('does nothing past either end', () => {
    expect(positionChanges(menu, 0, -1)).toEqual([]);
    expect(positionChanges(menu, 3, 1)).toEqual([]);
  });

  it('numbers the menu afresh when positions are shared, so the order is the one asked for', () => {
    // Ordered by id within position 2: 5 before 9.
    const tied = [brand(7, 1), brand(5, 2), brand(9, 2), brand(4, 3)];
    expect(menuAfter(tied, positionChanges(tied, 2, -1))).toEqual([7, 9, 5, 4]);
    expect(menuAfter(tied, positionChanges(tied, 1, -1))).toEqual([5, 7, 9, 4]);
    // Only what differs from the new numbering: 7 and 9 are already at 1 and 2.
    expect(positionChanges(tied, 2, -1)).toEqual([
      { id: 5, position: 3 },
      { id: 4, position: 4 },
    ]);
  });
});
