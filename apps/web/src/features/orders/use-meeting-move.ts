import type { MeetingMoveRequest } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { moveMeeting } from './api/meeting';

/**
 * Proposes meeting times or accepts one. Both sides' lists show the meeting, so every order
 * list is refreshed. A refused accept is told in a toast; a refused proposal by its form.
 */
export function useMeetingMove() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: MeetingMoveRequest }) => moveMeeting(id, move),
    onSuccess: (_order, { move }) => {
      toast.success(
        move.action === 'accept'
          ? intl.formatMessage({ id: 'orders.toast.timeAgreed', defaultMessage: 'Meeting time agreed.' })
          : intl.formatMessage({ id: 'orders.toast.timesSent', defaultMessage: 'Meeting times sent.' }),
      );
      return queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error, { move }) => {
      if (move.action === 'accept') toast.error(error.message);
    },
  });
}
