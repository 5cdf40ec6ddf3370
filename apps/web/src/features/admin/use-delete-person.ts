import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SUCCESS } from '../../lib/success-messages';
import { toast } from '../../lib/toast';
import { deletePerson, type PeopleKind } from './api/people';

/** Deletes a seller or buyer, then reloads the list (spec §7); their listings leave the storefront. */
export function useDeletePerson(kind: PeopleKind) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => deletePerson(kind, email),
    onSuccess: () => {
      toast.success(intl.formatMessage(SUCCESS.deleted));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['people'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
