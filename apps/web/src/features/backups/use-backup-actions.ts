import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { deleteBackup, downloadBackup, startBackup } from './api/backups';

/** Hands a fetched archive to the browser as a download under its own name. */
function saveAs(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: the browser may still be reading it for the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Back up now, download, delete; each reloads what it changed. */
export function useBackupActions() {
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
    mutationFn: async (name: string) => saveAs(await downloadBackup(name), name),
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteBackup,
    onSuccess: () => {
      toast.success('Backup deleted.');
      return queryClient.invalidateQueries({ queryKey: ['backups', 'list'] });
    },
    onError,
  });
  return { start, download, remove };
}
