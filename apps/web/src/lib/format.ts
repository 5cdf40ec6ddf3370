// One price format for the site and the e-mails (issue 42, item 10): the contract's.
export { formatPrice } from '@refocus/contract';

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO timestamp as a medium-style date (spec §9), e.g. `Nov 21, 2026`. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : mediumDate.format(date);
}

/**
 * An estimated count as people say it: two significant figures (`3,372` → `3,400`), since
 * the estimate is good to a few percent (decision 053).
 */
export function aboutCount(estimate: number): string {
  const rounded = Number(estimate.toPrecision(2));
  return rounded.toLocaleString('en-US');
}
