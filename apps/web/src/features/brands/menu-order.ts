import type { AdminBrand } from '@refocus/contract';

export interface PositionChange {
  id: number;
  position: number;
}

/**
 * The position changes that move the brand at `index` one place up (-1) or down (+1) in the menu,
 * which the server orders by position, then id. Two brands whose positions no other brand shares
 * swap them; otherwise (equal positions) the menu is numbered afresh from 1, changing only what
 * differs. Nothing past either end.
 */
export function positionChanges(
  brands: readonly AdminBrand[],
  index: number,
  step: -1 | 1,
): PositionChange[] {
  const other = index + step;
  const moving = brands[index];
  const neighbour = brands[other];
  if (!moving || !neighbour) return [];
  const shared = (position: number) => brands.filter((brand) => brand.position === position).length > 1;
  if (!shared(moving.position) && !shared(neighbour.position)) {
    return [
      { id: moving.id, position: neighbour.position },
      { id: neighbour.id, position: moving.position },
    ];
  }
  const order = [...brands];
  order[index] = neighbour;
  order[other] = moving;
  return order.flatMap((brand, i) => (brand.position === i + 1 ? [] : [{ id: brand.id, position: i + 1 }]));
}
