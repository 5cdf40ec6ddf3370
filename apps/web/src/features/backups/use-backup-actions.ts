import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { saveBlobAs } from '../../lib/save-file';
import { toast } from '../../lib/toast';
import { deleteBackup, downloadBackup, restoreBackup, startBackup } from './api/backups';

/** Back up now, download, delete, restore; each reloads what it changed. */
export function useBackupActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const onError = (error: Error) => {
    toast.error(error.message);
  };
  const start = useMutation({
    mutationFn: startBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backups', 'progress'] }),
    onError,
  });
  const download = useMutation({
    mutationFn: async (name: string) => saveBlobAs(await downloadBackup(name), name),
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteBackup,
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'backups.toast.deleted', defaultMessage: 'Backup deleted.' }));
      return queryClient.invalidateQueries({ queryKey: ['backups', 'list'] });
    },
    onError,
  });
  const restore = useMutation({ mutationFn: restoreBackup, onError });
  return { start, download, remove, restore };
}
