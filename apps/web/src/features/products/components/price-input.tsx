import { useIntl } from 'react-intl';

interface PriceInputProps {
  name: string;
  label: string;
  value: number | undefined;
}

/**
 * The shop's currency sign and whether the page's language writes it after the amount
 * (`1.399 €`) or before it (`$1,399`), from the page's named `price` format (decision 070).
 */
export function useCurrencySign(): { sign: string; after: boolean } {
  const intl = useIntl();
  const currency = intl.formats.number?.price?.currency ?? 'USD';
  const parts = intl.formatNumberToParts(0, { style: 'currency', currency });
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const signAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return { sign, after: signAt > numberAt };
}

/** An amount of the price range, whole or decimal, in the shop's currency. */
export function PriceInput({ name, label, value }: PriceInputProps) {
  const intl = useIntl();
  const { sign, after } = useCurrencySign();
  const signSpan = (
    <span aria-hidden="true" className="text-base-content/60">
      {sign}
    </span>
  );
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <span className="input w-full">
        {!after && signSpan}
        <input
          type="number"
          name={name}
          min={0}
          step="any"
          inputMode="decimal"
          defaultValue={value ?? ''}
          placeholder={
            name === 'minPrice'
              ? '0'
              : intl.formatMessage({ id: 'products.filters.anyPrice', defaultMessage: 'Any' })
          }
        />
        {after && signSpan}
      </span>
    </label>
  );
}
