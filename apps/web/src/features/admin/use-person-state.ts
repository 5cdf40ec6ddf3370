import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { type PeopleKind, setPersonDisabled } from './api/people';

/**
 * Disables or re-enables a seller or buyer, then reloads the list and the storefront (a
 * disabled seller's listings leave it until they are enabled again).
 */
export function usePersonState(kind: PeopleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, disabled }: { email: string; disabled: boolean }) =>
      setPersonDisabled(kind, email, disabled),
    onSuccess: ({ disabled }) => {
      toast.success(disabled ? 'Account disabled.' : 'Account enabled again.');
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
