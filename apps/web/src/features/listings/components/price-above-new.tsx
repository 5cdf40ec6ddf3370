import { type Ref, useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface PriceAboveNewProps {
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
  /** Shown when the seller submitted without confirming. */
  error?: string;
  /** The checkbox, so the form can move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Issue 19, item 10: an asking price above the price new is usually a typo (an extra zero,
 * the fields swapped). The form asks before listing it, and the listing never shows such a
 * price new struck through as if it were a saving.
 */
export function PriceAboveNew({ confirmed, onChange, error, ref }: PriceAboveNewProps) {
  const errorId = useId();
  return (
    <div className="alert alert-warning md:col-span-2 flex-col items-start">
      <p>
        <FormattedMessage
          id="listings.priceAboveNew.warning"
          defaultMessage="The asking price is above the price new. Buyers rarely pay more for a used camera."
        />
      </p>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          ref={ref}
          type="checkbox"
          className="checkbox"
          checked={confirmed}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <FormattedMessage
            id="listings.priceAboveNew.confirm"
            defaultMessage="List it above the price new anyway"
          />
        </span>
      </label>
      {error && (
        <p id={errorId} className="font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
