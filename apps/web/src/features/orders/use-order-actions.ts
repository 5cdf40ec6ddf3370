import { defineMessages } from '@refocus/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { moveOrder, type OrderMove } from './api/orders';

const DONE = defineMessages({
  accepted: {
    id: 'orders.toast.accepted',
    defaultMessage: 'Booking accepted. The camera is reserved for this buyer.',
  },
  declined: { id: 'orders.toast.declined', defaultMessage: 'Booking declined.' },
  cancelled: { id: 'orders.toast.cancelled', defaultMessage: 'Booking cancelled.' },
  completed: {
    id: 'orders.toast.completed',
    defaultMessage: 'Sale completed. The listing is marked as sold.',
  },
  updated: { id: 'orders.toast.updated', defaultMessage: 'Booking updated.' },
});

/**
 * Moves a booking to its next status. Bookings change listings too (accepted → booked,
 * completed → sold), so every order and product list is refreshed.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderMove }) => moveOrder(id, status),
    onSuccess: (order) => {
      toast.success(intl.formatMessage(DONE[order.status as OrderMove] ?? DONE.updated));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
