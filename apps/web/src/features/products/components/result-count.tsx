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
  // Past an estimate that fell short, the range alone says it best.
  if (totalKind === 'estimated' && last > total) {
    return (
      <p>
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} cameras
      </p>
    );
  }
  const of = {
    exact: total.toLocaleString('en-US'),
    estimated: `about ${aboutCount(total)}`,
    'at-least': `more than ${total.toLocaleString('en-US')}`,
  }[totalKind];
  return (
    <p>
      Showing {first}–{last} of {of} {total === 1 && totalKind === 'exact' ? 'camera' : 'cameras'}
    </p>
  );
}
