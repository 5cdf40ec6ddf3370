import { useId } from 'react';
import { useIntl } from 'react-intl';

interface StarPickerProps {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string | undefined;
}

/**
 * 1 to 5 stars as a native radio group (arrow keys move, one tab stop, each star named "N
 * stars"): the stars are the radios' labels, filled up to the chosen one.
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const intl = useIntl();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {intl.formatMessage({ id: 'components.starPicker.rating', defaultMessage: 'Rating' })}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className={`relative cursor-pointer text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${value !== undefined && stars <= value ? 'text-warning' : 'text-base-content/30'}`}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              // Transparent over its star: clicked and focused where it shows.
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">
              {intl.formatMessage(
                {
                  id: 'components.starPicker.stars',
                  defaultMessage: '{stars, plural, one {# star} other {# stars}}',
                },
                { stars },
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
