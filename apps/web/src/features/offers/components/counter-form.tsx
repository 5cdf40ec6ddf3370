import { OFFER_RULES, type Offer } from '@refocus/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { ApiError } from '../../../lib/api-error';
import type { useOfferMove } from '../api/offers';
import { amountProblem, offerBounds } from '../offer-bounds';
import { AmountField } from './amount-field';

interface CounterFormProps {
  offer: Offer;
  move: ReturnType<typeof useOfferMove>;
  onClose: () => void;
}

/** Another price in answer to the one on the table, within the same bounds as an offer. */
export function CounterForm({ offer, move, onClose }: CounterFormProps) {
  const intl = useIntl();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  // Against the asking price now: a seller who changed it weighs counters against the new one.
  const bounds = offerBounds(offer.product.resalePrice);

  const last = offer.rounds + 1 >= OFFER_RULES.maxRounds;
  useEffect(() => form.setFocus('amount'), [form]);

  const submit = form.handleSubmit(({ amount }) =>
    move.mutate(
      { id: offer._id, move: { action: 'counter', amount: Number(amount) } },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'amount') {
            form.setError('amount', { message: error.message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage(
        { id: 'offers.counter.label', defaultMessage: 'Counter-offer for {camera}' },
        { camera: offer.product.name },
      )}
      className="flex flex-wrap items-end gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <AmountField
        label={intl.formatMessage({ id: 'offers.counter.amount', defaultMessage: 'Your counter-offer' })}
        bounds={bounds}
        error={form.formState.errors.amount?.message}
        registration={form.register('amount', {
          validate: (typed) => amountProblem(typed, bounds, offer.amount, intl) ?? true,
        })}
        className="w-56"
      />
      <div className="flex gap-2 pb-6">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          <FormattedMessage id="offers.counter.cancel" defaultMessage="Cancel" />
        </button>
        <BusyButton type="submit" className="btn btn-primary btn-sm" busy={move.isPending}>
          <FormattedMessage id="offers.counter.send" defaultMessage="Send counter-offer" />
        </BusyButton>
      </div>
      {last && (
        <p className="w-full text-sm text-base-content/75">
          <FormattedMessage
            id="offers.counter.last"
            defaultMessage="{role, select, buyer {The last counter-offer: the seller can then only accept or decline it.} other {The last counter-offer: {buyer} can then only accept or decline it.}}"
            values={{ role: offer.role, buyer: offer.buyerName }}
          />
        </p>
      )}
    </form>
  );
}
