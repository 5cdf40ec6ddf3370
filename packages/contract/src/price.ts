const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A price in dollars as people read it, the same on the site and in e-mail (issue 42, item 10):
 * `1399` → `$1,399`; cents are shown only when there are some (`$1,234.50`).
 */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}
