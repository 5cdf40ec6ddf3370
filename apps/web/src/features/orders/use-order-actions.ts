import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { moveOrder, type OrderMove } from './api/orders';

const DONE: Record<OrderMove, string> = {
  accepted: 'Booking accepted. The camera is reserved for this buyer.',
  declined: 'Booking declined.',
  cancelled: 'Booking cancelled.',
  completed: 'Sale completed. The listing is marked as sold.',
};

/**
 * Moves a booking to its next status. Bookings change listings too (accepted → booked,
 * completed → sold), so every order and product list is refreshed.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderMove }) => moveOrder(id, status),
    onSuccess: (order) => {
      toast.success(DONE[order.status as OrderMove] ?? 'Booking updated.');
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
