import type { TotalKind } from '@refocus/contract';
import { aboutCount } from '../../../lib/format';

interface ResultCountProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  /** How the server knows the total: counted, at least (a capped count) or estimated. */
  totalKind?: TotalKind;
}

/** "Showing 25–48 of 60 cameras"; "of about 3,400" for an estimated total, "of more than 10,000" for a capped one. */
export function ResultCount({ page, pageSize, shown, total, totalKind = 'exact' }: ResultCountProps) {
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const count = (n: number) => n.toLocaleString('en-US');
  // Past an estimate that fell short, the range alone says it best.
  const of =
    totalKind === 'estimated' && last > total
      ? ''
      : {
          exact: count(total),
          estimated: `about ${aboutCount(total)}`,
          'at-least': `more than ${count(total)}`,
        }[totalKind];
  return (
    <p>
      Showing {count(first)}–{count(last)}
      {of && ` of ${of}`} {total === 1 && totalKind === 'exact' ? 'camera' : 'cameras'}
    </p>
  );
}
