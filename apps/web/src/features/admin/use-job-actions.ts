import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { discardJob, retryJob } from './api/jobs';

/** Retry or discard a job, then reload the lists and the counts. */
export function useJobActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['jobs'] });
  const onError = (error: Error) => {
    toast.error(error.message);
  };
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: () => {
      toast.success(
        intl.formatMessage({
          id: 'admin.jobs.retriedToast',
          defaultMessage: 'The job will run again in a moment.',
        }),
      );
      return reload();
    },
    onError,
  });
  const discard = useMutation({
    mutationFn: discardJob,
    onSuccess: () => {
      toast.success(
        intl.formatMessage({ id: 'admin.jobs.discardedToast', defaultMessage: 'Job discarded.' }),
      );
      return reload();
    },
    onError,
  });
  return { retry, discard };
}
