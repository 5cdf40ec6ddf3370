import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthUser, BookingFormSchema, type Product } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-error';
import { useFormat } from '../../../../lib/i18n/use-format';
import { SUCCESS } from '../../../../lib/success-messages';
import { toast } from '../../../../lib/toast';
import { placeOrder } from '../../api/place-order';
import { useShopTimeZone } from '../../use-shop-time-zone';
import { MeetingTimesFields } from '../meeting-times-fields';
import { SafeMeetingGuidance } from '../safe-meeting-guidance';
import { ReadOnlyField } from './read-only-field';

/** The inputs' values: every meeting time input, empty ones too. */
type BookingValues = { phoneNumber: string; location: string; meetingTimes: string[] };
/** What is sent: the times filled in, or none (the seller may propose them then). */
type BookingRequest = { phoneNumber: string; location: string; meetingTimes?: string[] | undefined };

const checkBooking = zodResolver(BookingFormSchema);
/** The contract's check of the times filled in: an empty input is one not used. */
const resolver: Resolver<BookingValues> = (values, context, options) => {
  const times = values.meetingTimes.filter(Boolean);
  return checkBooking(
    { ...values, meetingTimes: times.length > 0 ? times : undefined },
    context,
    options as never,
  ) as ReturnType<Resolver<BookingValues>>;
};

/** The server's names for the times (a 4xx's `field`): shown under the times. */
const isTimesField = (field: string | undefined) => Boolean(field?.startsWith('meetingTimes'));

interface BookingFormProps {
  product: Product;
  user: AuthUser;
  onBooked: () => void;
  onCancel: () => void;
}

/**
 * The booking request form of the booking modal: who books what is read-only; phone and meeting
 * place are asked, the place more strictly than the API does (BookingFormSchema).
 */
export function BookingForm({ product, user, onBooked, onCancel }: BookingFormProps) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { price } = useFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = useShopTimeZone();
  const form = useForm<BookingValues>({
    resolver,
    defaultValues: { phoneNumber: '', location: '', meetingTimes: [''] },
  });
  const { errors } = form.formState;
  const timesError = errors.meetingTimes?.message ?? errors.meetingTimes?.find?.((error) => error)?.message;
  // When the form arrives after the dialog opened (its chunk loads on demand), the dialog's
  // own autofocus has passed: take focus here. Before the dialog opens this does nothing.
  useEffect(() => form.setFocus('phoneNumber'), [form]);

  const order = useMutation({
    mutationFn: (values: BookingRequest) => placeOrder({ productId: product._id, ...values }),
    onSuccess: () => {
      form.reset();
      onBooked();
      toast.success(intl.formatMessage(SUCCESS.booked));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => {
      setFailure(error.message);
      toast.error(error.message);
      if (error instanceof ApiError && (error.field === 'phoneNumber' || error.field === 'location')) {
        form.setError(error.field, { message: error.message });
      } else if (error instanceof ApiError && isTimesField(error.field)) {
        form.setError('meetingTimes', { message: error.message });
      }
    },
  });

  // The resolver answers the checked request (the times filled in), not the inputs' values.
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    order.mutate(values as BookingRequest);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      <ReadOnlyField
        label={intl.formatMessage({ id: 'orders.form.name', defaultMessage: 'Name' })}
        value={user.displayName}
      />
      <ReadOnlyField
        label={intl.formatMessage({ id: 'orders.form.email', defaultMessage: 'Email' })}
        value={user.email}
      />
      <ReadOnlyField
        label={intl.formatMessage({ id: 'orders.form.product', defaultMessage: 'Product' })}
        value={product.name}
      />
      <ReadOnlyField
        label={intl.formatMessage({ id: 'orders.form.price', defaultMessage: 'Price' })}
        value={price(product.resalePrice)}
      />
      <FormField
        label={intl.formatMessage({ id: 'orders.form.phone', defaultMessage: 'Phone Number' })}
        error={errors.phoneNumber?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('phoneNumber')}
            // The first thing to fill in once the dialog opens (the fields above are read-only).
            data-autofocus
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={intl.formatMessage({
              id: 'orders.form.phonePlaceholder',
              defaultMessage: '+1 555 0100',
            })}
            className="input w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'orders.form.place', defaultMessage: 'Meeting place' })}
        hint={intl.formatMessage({
          id: 'orders.form.placeHint',
          defaultMessage: 'A public place you can both find, to see the camera before you pay',
        })}
        error={errors.location?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('location')}
            maxLength={120}
            placeholder={intl.formatMessage({
              id: 'orders.form.placePlaceholder',
              defaultMessage: 'e.g. Central Station, main hall',
            })}
            className="input w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="meetingTimes"
          render={({ field }) => (
            <MeetingTimesFields
              times={field.value}
              onChange={field.onChange}
              timeZone={timeZone}
              error={timesError}
            />
          )}
        />
      </div>
      <SafeMeetingGuidance className="sm:col-span-2" />
      {failure && (
        <p role="alert" className="alert alert-error alert-soft sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="modal-action sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <FormattedMessage id="orders.form.close" defaultMessage="Close" />
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={order.isPending}>
          <FormattedMessage id="orders.form.submit" defaultMessage="Request booking" />
        </BusyButton>
      </div>
    </form>
  );
}
