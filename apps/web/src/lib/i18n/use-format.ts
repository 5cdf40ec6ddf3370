import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

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
      /**
       * The shop's currency sign (`$`, `€`) and whether the language writes it after the amount
       * (`1.399 €`) or before it (`$1,399`), for the price fields.
       */
      currency: currencySignOf(intl),
      /** A count with the language's digit grouping. */
      count: (value: number) => intl.formatNumber(value),
    }),
    [intl],
  );
}

function currencySignOf(intl: IntlShape): { sign: string; after: boolean } {
  const parts = intl.formatNumberToParts(0, { format: 'price' });
  const signAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return { sign: parts[signAt]?.value ?? '$', after: signAt > numberAt };
}
