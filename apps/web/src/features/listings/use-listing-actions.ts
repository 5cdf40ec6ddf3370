import { MESSAGES } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { deleteProduct, setProductStatus } from './api/listings';

/**
 * Mark sold / available and delete, each refreshing every product list and reporting
 * failures. Selling or deleting declines the listing's waiting bookings: the booking lists too.
 */
export function useListingActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['products'] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
  const fail = (error: Error) => {
    toast.error(error.message);
  };

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'sold' | 'available' }) =>
      setProductStatus(id, status),
    onSuccess: (product) => {
      toast.success(
        product.status === 'sold'
          ? `${product.name} is marked as sold.`
          : `${product.name} is on sale again.`,
      );
      return refresh();
    },
    onError: fail,
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => {
      toast.success(MESSAGES.deleted);
      return refresh();
    },
    onError: fail,
  });

  return { setStatus, remove };
}
