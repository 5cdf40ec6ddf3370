/**
 * A search's total from where its newest matches fall (decision 053), instead of counting
 * every match: the window of the newest matches (a relevance search reads it anyway) spans
 * the seqs from its newest match down to its boundary, so it tells how densely the words
 * match among recent listings; the total is that density over the whole span of matches, down
 * to the oldest one (one cheap read). Seqs grow as listings are listed, so the span is a span
 * of time, and a word that only recent listings use (a new model) is measured over the time it
 * has existed, not over the whole catalogue.
 *
 * Measured on the generated catalogue at a million listings (203 word pairs with more than
 * 500 matches): estimate / exact 0.955–1.052 from p10 to p90, 0.89–1.12 at the extremes.
 */
export function estimatedTotal(window: { seqs: readonly number[]; oldest: number }): number {
  const { seqs, oldest } = window;
  if (seqs.length < 2) return seqs.length;
  let newest = Number.NEGATIVE_INFINITY;
  let boundary = Number.POSITIVE_INFINITY;
  for (const seq of seqs) {
    newest = Math.max(newest, seq);
    boundary = Math.min(boundary, seq);
  }
  // The window's matches are `seqs.length - 1` gaps apart over `newest - boundary` seqs.
  const perSeq = (seqs.length - 1) / (newest - boundary);
  const estimate = Math.round(1 + perSeq * (newest - Math.min(oldest, boundary)));
  return Math.max(seqs.length, estimate);
}
