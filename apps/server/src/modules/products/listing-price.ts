/**
 * The old price a card strikes through (issue 14, item 4): after a drop, the highest asking
 * price since the last raise, so two small drops still show the whole saving; a raise to or
 * above it clears it (a struck-through price below the asking one would mislead). Cents.
 */
export function priceAfterEdit(
  current: { resale_price: number; previous_price: number | null },
  newPrice: number,
): number | null {
  const now = Number(current.resale_price);
  const before = current.previous_price === null ? null : Number(current.previous_price);
  if (newPrice < now) return Math.max(before ?? now, now);
  return before !== null && before > newPrice ? before : null;
}
