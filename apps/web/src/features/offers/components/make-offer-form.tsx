import { OFFER_RULES, type Product } from '@refocus/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useMakeOffer } from '../api/offers';
import { amountProblem, offerBounds } from '../offer-bounds';
import { AmountField } from './amount-field';

type OfferValues = { amount: string; note: string };

interface MakeOfferFormProps {
  product: Product;
  onDone: () => void;
}

/** The offer dialog's form: checked as the server checks it, its refusals shown by their field. */
export function MakeOfferForm({ product, onDone }: MakeOfferFormProps) {
  const intl = useIntl();
  const bounds = offerBounds(product.resalePrice);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferValues>({ defaultValues: { amount: '', note: '' } });
  const { errors } = form.formState;
  const offer = useMakeOffer();
  // The form arrives after the dialog opened (its chunk loads on demand): take focus here.
  useEffect(() => form.setFocus('amount'), [form]);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const note = values.note.trim();
    offer.mutate(
      { productId: product._id, amount: Number(values.amount), ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          toast.success(
            intl.formatMessage(
              {
                id: 'offers.form.sent',
                defaultMessage:
                  'Offer sent. The seller has {hours, plural, one {# hour} other {# hours}} to answer.',
              },
              { hours: OFFER_RULES.expiresAfterHours },
            ),
          );
          onDone();
        },
        onError: (error) => {
          toast.error(error.message);
          if (error instanceof ApiError && (error.field === 'amount' || error.field === 'note')) {
            form.setError(error.field, { message: error.message }, { shouldFocus: true });
          } else {
            setFailure(error.message);
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <p className="text-sm">
        <FormattedMessage
          id="offers.form.explain"
          defaultMessage="The seller accepts, declines or counters your price within {hours, plural, one {# hour} other {# hours}}. If you agree, it becomes a booking at that price: you meet, see the camera and pay in person."
          values={{ hours: OFFER_RULES.expiresAfterHours }}
        />
      </p>
      <AmountField
        label={intl.formatMessage({ id: 'offers.form.amount', defaultMessage: 'Your offer' })}
        bounds={bounds}
        error={errors.amount?.message}
        registration={form.register('amount', {
          validate: (typed) => amountProblem(typed, bounds, undefined, intl) ?? true,
        })}
      />
      <FormField
        label={intl.formatMessage({ id: 'offers.form.note', defaultMessage: 'Note to the seller' })}
        hint={intl.formatMessage(
          {
            id: 'offers.form.noteHint',
            defaultMessage: 'Optional, up to {max} characters: when you could meet, what you would check',
          },
          { max: OFFER_RULES.noteMax },
        )}
        error={errors.note?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('note', {
              maxLength: {
                value: OFFER_RULES.noteMax,
                message: intl.formatMessage(
                  { id: 'offers.form.noteTooLong', defaultMessage: 'A note holds at most {max} characters' },
                  { max: OFFER_RULES.noteMax },
                ),
              },
            })}
            rows={3}
            maxLength={OFFER_RULES.noteMax}
            className="textarea w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          <FormattedMessage id="offers.form.close" defaultMessage="Close" />
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={offer.isPending}>
          <FormattedMessage id="offers.form.submit" defaultMessage="Send offer" />
        </BusyButton>
      </div>
    </form>
  );
}
