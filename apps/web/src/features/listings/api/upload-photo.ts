import { ImageUploadResponseSchema } from '@refocus/contract';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError } from '../../../lib/api-error';

/**
 * `POST /api/images` with upload progress: fetch reports none, XMLHttpRequest does. `onProgress`
 * gets 0–1 as the bytes leave; the answer is the image host's `data` (its `url` goes in a gallery).
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void) {
  try {
    return await send(file, onProgress, await getAccessToken());
  } catch (error) {
    // An access token that expired in flight: refresh once and send again, as the API client does.
    if (!(error instanceof ApiError) || error.code !== 'auth/id-token-expired') throw error;
    return send(file, onProgress, await getAccessToken(true));
  }
}

function send(file: File, onProgress: (fraction: number) => void, token: string | null) {
  return new Promise<{ url: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        ApiError.client(
          0,
          'network-error',
          'network',
          'The server could not be reached. Check your connection.',
        ),
      );
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Judged below by its status.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ImageUploadResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data.data);
        else
          reject(
            ApiError.client(
              xhr.status,
              'invalid-response',
              'unexpected-answer',
              'The server sent an unexpected answer.',
            ),
          );
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      const code = (error?.code ?? 'bad-request') as ApiError['code'];
      reject(
        error?.message !== undefined
          ? new ApiError(xhr.status, code, error.message)
          : ApiError.client(xhr.status, code, 'upload-failed', `The upload failed (${xhr.status}).`),
      );
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
