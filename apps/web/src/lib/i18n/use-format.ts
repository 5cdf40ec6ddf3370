import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * Prices, dates and counts as the page's language writes them (decision 070): `$1,399` or
 * `1.399 €`, `Nov 21, 2026` or `21.11.2026`. The API's own fields (`postedTime`) are unchanged.
 */
export function useFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      /** An amount in the shop's currency; cents only when there are some. */
      price: (amount: number) => intl.formatNumber(amount, { format: 'price' }),
      /**
       * An ISO timestamp as a medium-style date, the day in UTC as the API's `postedTime` says it
       * (so a page drawn on the server reads the same in the browser); the text itself when it is
       * not a date.
       */
      date: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime())
          ? iso
          : intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
      },
      /** A count with the language's digit grouping. */
      count: (value: number) => intl.formatNumber(value),
    }),
    [intl],
  );
}
