import type { BackupFile, BackupRun, MaintenanceStatus, RestoreRun } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/backups`: the archives, newest first (admins). */
export const backupsQuery = () =>
  queryOptions<BackupFile[]>({
    queryKey: ['backups', 'list'],
    queryFn: ({ signal }) => apiRequest('/admin/backups', { signal }),
  });

const running = (run: BackupRun | null | undefined) => run?.state === 'queued' || run?.state === 'running';

/** `GET /api/admin/backups/progress`: the latest run, asked again each second while it goes. */
export const backupProgressQuery = () =>
  queryOptions<{ run: BackupRun | null; restore: RestoreRun | null }>({
    queryKey: ['backups', 'progress'],
    queryFn: ({ signal }) => apiRequest('/admin/backups/progress', { signal }),
    refetchInterval: (query) => (running(query.state.data?.run) ? 1000 : false),
  });

export const isRunning = running;

/** `POST /api/admin/backups`: a backup starts now; 409 while one is running. */
export function startBackup(): Promise<BackupRun> {
  return apiRequest('/admin/backups', { method: 'POST' });
}

/** `GET /api/admin/backups/{name}`: the archive, fetched with the admin's token (a plain link has none). */
export function downloadBackup(name: string): Promise<Blob> {
  return apiBlob(`/api/admin/backups/${encodeURIComponent(name)}`, {}, 'application/gzip');
}

/** `POST /api/admin/backups/{name}/restore`: the archive is checked, then the shop goes into maintenance. */
export function restoreBackup(name: string): Promise<RestoreRun> {
  return apiRequest(`/admin/backups/${encodeURIComponent(name)}/restore`, { method: 'POST' });
}

/**
 * `GET /api/maintenance`, each second while `following`: answered in maintenance too, so the
 * page follows the restore there, and knows when the shop is back.
 */
export const maintenanceQuery = (following: boolean) =>
  queryOptions<MaintenanceStatus>({
    queryKey: ['maintenance'],
    queryFn: ({ signal }) => apiRequest('/maintenance', { signal }),
    enabled: following,
    refetchInterval: following ? 1000 : false,
    gcTime: 0,
  });

/** `DELETE /api/admin/backups/{name}`. */
export function deleteBackup(name: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/backups/${encodeURIComponent(name)}`, { method: 'DELETE' });
}
