const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `1234` → `$1,234`; cents are shown only when there are some (`$1,234.50`). */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}
