import { apiBlob, apiRequest } from '../../../lib/api-client';

/** `POST /api/me/data-export`: the archive is prepared in the background and its link e-mailed. */
export function requestDataExport(): Promise<{ ok: true }> {
  return apiRequest('/me/data-export', { method: 'POST' });
}

/** `GET /api/me/data-export/{token}`: the ZIP, for the person signed in that the link was sent to. */
export function downloadDataExport(token: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/api/me/data-export/${encodeURIComponent(token)}`, { signal }, 'application/zip');
}
