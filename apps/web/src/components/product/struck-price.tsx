/** `was`: the asking price before the seller lowered it (issue 14, item 4); `new`: what the camera costs new. */
type StruckKind = 'was' | 'new';

/**
 * A struck-through price with the word that says which it is, not struck: "was $1,499" or
 * "new $2,199". Side by side, two bare struck prices read as one (issue 42, item 9).
 */
export function StruckPrice({ kind, price, testId }: { kind: StruckKind; price: number; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="whitespace-nowrap">
      {intl.formatMessage(
        {
          id: 'components.struckPrice.word',
          defaultMessage: '{kind, select, was {was} other {new<hidden> price</hidden>}}',
        },
        { kind, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
      )}{' '}
      <s data-testid={testId}>{intl.formatNumber(price, { format: 'price' })}</s>
    </span>
  );
}

import { useIntl } from 'react-intl';
