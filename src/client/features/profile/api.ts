import type { Endpoints } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { type ApiInput, api } from '../../lib/api';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-errors';
import { imageForm } from '../../lib/image-file';

const AVATAR = 'PUT /api/me/avatar' satisfies keyof Endpoints;
export type AvatarUploadResult = ResponseOf<Endpoints[typeof AVATAR]>;

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as {
      error?: { code?: string; message?: string; details?: unknown };
    };
    if (body.error?.code) {
      return new ApiError(
        body.error.code,
        body.error.message ?? '',
        xhr.status,
        body.error.details,
      );
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to a code from the status.
  }
  const code =
    xhr.status === 413
      ? 'payload_too_large'
      : xhr.status === 415
        ? 'unsupported_media_type'
        : 'internal_error';
  return new ApiError(code, xhr.statusText || `HTTP ${xhr.status}`, xhr.status);
}

/**
 * `PUT /api/me/avatar` as multipart/form-data. XMLHttpRequest rather than api() (fetch) because
 * only it reports upload progress, which a 5 MB photo on a phone connection needs.
 */
export function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
): Promise<AvatarUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const [method, path] = AVATAR.split(' ') as [string, string];
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as AvatarUploadResult);
        } catch {
          resolve({ avatar_url: null });
        }
      } else {
        reject(errorFrom(xhr));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(NETWORK_ERROR_CODE, 'Upload failed', 0)),
    );
    xhr.send(imageForm(file));
  });
}

/** Saves the profile's fields; the answer is the updated session (GET /api/me). */
export const saveProfile = (body: ApiInput<'PATCH /api/me/profile'>['body']) =>
  api('PATCH /api/me/profile', { body });
