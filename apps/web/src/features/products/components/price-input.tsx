interface PriceInputProps {
  name: string;
  label: string;
  value: number | undefined;
}

/** A dollar amount of the price range, in whole or decimal dollars. */
export function PriceInput({ name, label, value }: PriceInputProps) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <span className="input w-full">
        <span aria-hidden="true" className="text-base-content/60">
          $
        </span>
        <input
          type="number"
          name={name}
          min={0}
          step="any"
          inputMode="decimal"
          defaultValue={value ?? ''}
          placeholder={name === 'minPrice' ? '0' : 'Any'}
        />
      </span>
    </label>
  );
}
