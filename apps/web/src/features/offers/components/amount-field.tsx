import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';
import { useFormat } from '../../../lib/i18n/use-format';
import { boundsText, type OfferBounds } from '../offer-bounds';

interface AmountFieldProps {
  label: string;
  bounds: OfferBounds;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
}

/** A price in whole dollars, its bounds said below it until an error takes their place. */
export function AmountField({ label, bounds, error, registration, className }: AmountFieldProps) {
  const intl = useIntl();
  const { currency } = useFormat();
  return (
    <FormField label={label} hint={boundsText(bounds, intl)} error={error} className={className}>
      {(control) => (
        <span className="input w-full has-[input[aria-invalid=true]]:border-error">
          <span aria-hidden="true" className="text-base-content/60">
            {currency.sign}
          </span>
          <input
            {...control}
            {...registration}
            // The first thing to fill in once the dialog or the counter opens.
            data-autofocus
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={1}
            autoComplete="off"
          />
        </span>
      )}
    </FormField>
  );
}
