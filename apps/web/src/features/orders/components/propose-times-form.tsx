import { MEETING_PLACE_MIN_LENGTH, MeetingMoveRequestSchema, type Order } from '@refocus/contract';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { errorsOfFailure, errorsOfIssues, type FieldErrors } from '../../../lib/field-errors';
import type { useMeetingMove } from '../use-meeting-move';
import { MeetingTimesFields } from './meeting-times-fields';

const FIELDS = ['times', 'place'] as const;

interface ProposeTimesFormProps {
  order: Order;
  move: ReturnType<typeof useMeetingMove>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * "Propose other times" (issue 45, item 3): up to three slots and, if it changes, a new place.
 * Checked by the contract's rule first; the server's refusal shows under the field it names.
 */
export function ProposeTimesForm({ order, move, onDone, onCancel }: ProposeTimesFormProps) {
  const intl = useIntl();
  const [times, setTimes] = useState(['']);
  const [place, setPlace] = useState('');
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = {
      action: 'propose' as const,
      times: times.filter(Boolean),
      ...(place.trim() ? { place } : {}),
    };
    const checked = MeetingMoveRequestSchema.safeParse(request);
    if (!checked.success) {
      setErrors(errorsOfIssues(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    move.mutate(
      { id: order._id, move: checked.data },
      {
        onSuccess: onDone,
        onError: (failure) => setErrors(errorsOfFailure(failure, FIELDS)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <MeetingTimesFields
        times={times}
        onChange={setTimes}
        timeZone={order.meeting.timeZone}
        legend={intl.formatMessage({ id: 'orders.propose.legend', defaultMessage: 'Your meeting times' })}
        error={errors.times}
        autoFocus
      />
      <FormField
        label={intl.formatMessage({
          id: 'orders.propose.place',
          defaultMessage: 'New meeting place (optional)',
        })}
        hint={intl.formatMessage(
          { id: 'orders.propose.placeHint', defaultMessage: 'Leave empty to keep {place}' },
          { place: order.location },
        )}
        error={errors.place}
      >
        {(control) => (
          <input
            {...control}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            minLength={MEETING_PLACE_MIN_LENGTH}
            maxLength={120}
            placeholder={order.location}
            className="input w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className="alert alert-error alert-soft">
          {errors.form}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <FormattedMessage id="orders.propose.close" defaultMessage="Close" />
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={move.isPending}>
          <FormattedMessage id="orders.propose.send" defaultMessage="Send times" />
        </BusyButton>
      </div>
    </form>
  );
}
