import { useIntl } from 'react-intl';
import { useFormat } from '../../../lib/i18n/use-format';

interface PriceInputProps {
  name: string;
  label: string;
  value: number | undefined;
}

/** An amount of the price range, whole or decimal, in the shop's currency. */
export function PriceInput({ name, label, value }: PriceInputProps) {
  const intl = useIntl();
  const { sign, after } = useFormat().currency;
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
