/**
 * Money is stored as whole cents (integers add exactly); the API speaks dollars, as the
 * spec's clients do. Every conversion goes through these two.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
