import { MEETING_RULES } from '@refocus/contract';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { proposableRange, zoneName } from '../meeting-time';

interface MeetingTimesFieldsProps {
  /** The inputs' values, `YYYY-MM-DDTHH:mm` or empty: one input each, at least one. */
  times: string[];
  onChange: (times: string[]) => void;
  /** The shop's time zone every time is in, when known. */
  timeZone: string | undefined;
  legend?: string;
  /** What is wrong with the times (the form's check or the server's answer). */
  error?: string | undefined;
  /** Focus the first input when it mounts (a dialog's first field). */
  autoFocus?: boolean;
}

/**
 * Up to three day-and-time slots (issue 45, item 3): one input shown, "Add another time" up
 * to `MEETING_RULES.maxProposals`, each removable while there are two or more. Wall-clock times in the shop's
 * zone, from an hour ahead to `maxDaysAhead` days (the server checks the same).
 */
export function MeetingTimesFields({
  times,
  onChange,
  timeZone,
  legend,
  error,
  autoFocus = false,
}: MeetingTimesFieldsProps) {
  const intl = useIntl();
  const id = useId();
  // Computed once: the range moving by the minute under the person's cursor helps nobody.
  const [range] = useState(() => proposableRange(new Date(), timeZone));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const set = (index: number, value: string) =>
    onChange(times.map((time, at) => (at === index ? value : time)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        {legend ??
          intl.formatMessage({ id: 'orders.times.legend', defaultMessage: 'Proposed meeting times' })}
      </legend>
      {times.map((time, index) => {
        const inputId = `${id}-${index}`;
        const label = intl.formatMessage(
          { id: 'orders.times.label', defaultMessage: 'Meeting time {number}' },
          { number: index + 1 },
        );
        return (
          // Rows are placeholders for times, not records: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {label}
            </label>
            <input
              id={inputId}
              type="datetime-local"
              value={time}
              min={range.min}
              max={range.max}
              step={60}
              // biome-ignore lint/a11y/noAutofocus: the dialog's first field, as its opener asked
              autoFocus={autoFocus && index === 0}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => set(index, event.currentTarget.value)}
              className="input w-full aria-[invalid=true]:border-error"
            />
            {times.length > 1 && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={intl.formatMessage(
                  { id: 'orders.times.removeLabel', defaultMessage: 'Remove meeting time {number}' },
                  { number: index + 1 },
                )}
                onClick={() => onChange(times.filter((_, at) => at !== index))}
              >
                <FormattedMessage id="orders.times.remove" defaultMessage="Remove" />
              </button>
            )}
          </div>
        );
      })}
      {times.length < MEETING_RULES.maxProposals && (
        <button
          type="button"
          className="btn btn-ghost btn-sm self-start"
          onClick={() => onChange([...times, ''])}
        >
          <FormattedMessage id="orders.times.add" defaultMessage="Add another time" />
        </button>
      )}
      <p id={hintId} className="text-xs text-base-content/70">
        <FormattedMessage
          id="orders.times.hint"
          defaultMessage="Up to {max} times, at least an hour from now."
          values={{ max: MEETING_RULES.maxProposals }}
        />{' '}
        {timeZone ? (
          <FormattedMessage
            id="orders.times.zone"
            defaultMessage="Times are in the shop's time zone ({zone})."
            values={{ zone: zoneName(timeZone, intl.locale) }}
          />
        ) : (
          <FormattedMessage
            id="orders.times.zoneUnknown"
            defaultMessage="Times are in the shop's time zone."
          />
        )}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
