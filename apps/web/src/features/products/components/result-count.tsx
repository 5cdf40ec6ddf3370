import type { TotalKind } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useIntl } from 'react-intl';

interface ResultCountProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  /** How the server knows the total: counted, at least (a capped count) or estimated. */
  totalKind?: TotalKind;
}

const m = defineMessages({
  exact: {
    id: 'products.resultCount.exact',
    defaultMessage: 'Showing {first}–{last} of {total, plural, one {# camera} other {# cameras}}',
  },
  estimated: {
    id: 'products.resultCount.estimated',
    defaultMessage: 'Showing {first}–{last} of about {total, plural, one {# camera} other {# cameras}}',
  },
  atLeast: {
    id: 'products.resultCount.atLeast',
    defaultMessage: 'Showing {first}–{last} of more than {total, plural, one {# camera} other {# cameras}}',
  },
  rangeOnly: {
    id: 'products.resultCount.rangeOnly',
    defaultMessage: 'Showing {first}–{last} cameras',
  },
});

/** An estimate as people say it: two significant figures (`3,372` → `3,400`), decision 053. */
const about = (estimate: number) => Number(estimate.toPrecision(2));

/** "Showing 25–48 of 60 cameras"; "of about 3,400" for an estimated total, "of more than 10,000" for a capped one. */
export function ResultCount({ page, pageSize, shown, total, totalKind = 'exact' }: ResultCountProps) {
  const intl = useIntl();
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const range = { first: intl.formatNumber(first), last: intl.formatNumber(last) };
  // Past an estimate that fell short, the range alone says it best.
  const text =
    totalKind === 'estimated' && last > total
      ? intl.formatMessage(m.rangeOnly, range)
      : totalKind === 'estimated'
        ? intl.formatMessage(m.estimated, { ...range, total: about(total) })
        : intl.formatMessage(totalKind === 'at-least' ? m.atLeast : m.exact, { ...range, total });
  return <p>{text}</p>;
}
