// The one upload client: a file into the uploads store through its route
// (packages/contracts/src/uploads.routes.ts), for every feature that attaches or shows one, and
// uploads with progress for the files manager. Apart from lib/http.ts so that every first visit,
// which loads http.ts, doesn't carry it.
import type { ErrorResponse } from '@keel/contracts/common';
import type { UploadKind } from '@keel/contracts/uploads';
import { uploadRoutes } from '@keel/contracts/uploads.routes';
import { callRoute } from './api-client.ts';
import { authorizationToken, buildUrl, NO_RESPONSE } from './http.ts';

/**
 * One file into the uploads store: an `image` is public (avatars, covers, post and product
 * images), an `attachment` private (read through signed links). Answers `{ upload }`.
 */
export function uploadFile(file: File, kind: UploadKind) {
  const form = new FormData();
  form.append('file', file);
  return callRoute(uploadRoutes.routes.upload, { query: { kind } }, { form });
}

/**
 * POST a multipart body with upload progress (fetch cannot report it): `onProgress` gets 0–1.
 * Fails like `http.post`: with the server's body, or 'Something went wrong'.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    const token = authorizationToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : {};
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject((data as ErrorResponse | undefined) ?? NO_RESPONSE);
    };
    request.onerror = () => reject(NO_RESPONSE);
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
