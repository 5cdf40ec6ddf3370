import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SUCCESS } from '../../lib/success-messages';
import { toast } from '../../lib/toast';
import { deleteProduct, setProductStatus } from './api/listings';

/**
 * Mark sold / available and delete, each refreshing every product list and reporting
 * failures. Selling or deleting declines the listing's waiting bookings: the booking lists too.
 */
export function useListingActions() {
  const intl = useIntl();
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
          ? intl.formatMessage(
              { id: 'listings.toast.markedSold', defaultMessage: '{name} is marked as sold.' },
              { name: product.name },
            )
          : intl.formatMessage(
              { id: 'listings.toast.onSaleAgain', defaultMessage: '{name} is on sale again.' },
              { name: product.name },
            ),
      );
      return refresh();
    },
    onError: fail,
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => {
      toast.success(intl.formatMessage(SUCCESS.deleted));
      return refresh();
    },
    onError: fail,
  });

  return { setStatus, remove };
}
