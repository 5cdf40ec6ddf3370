import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { type PeopleKind, setPersonDisabled } from './api/people';

/**
 * Disables or re-enables a seller or buyer, then reloads the list and the storefront (a
 * disabled seller's listings leave it until they are enabled again).
 */
export function usePersonState(kind: PeopleKind) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, disabled }: { email: string; disabled: boolean }) =>
      setPersonDisabled(kind, email, disabled),
    onSuccess: ({ disabled }) => {
      toast.success(
        disabled
          ? intl.formatMessage({ id: 'admin.people.disabledToast', defaultMessage: 'Account disabled.' })
          : intl.formatMessage({ id: 'admin.people.enabledToast', defaultMessage: 'Account enabled again.' }),
      );
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
