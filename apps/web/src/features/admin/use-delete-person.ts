import { MESSAGES } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { deletePerson, type PeopleKind } from './api/people';

/** Deletes a seller or buyer, then reloads the list (spec §7); their listings leave the storefront. */
export function useDeletePerson(kind: PeopleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => deletePerson(kind, email),
    onSuccess: () => {
      toast.success(MESSAGES.deleted);
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
