// Uploads with progress (XMLHttpRequest: fetch cannot report it), apart from lib/http.ts so
// that every first visit, which loads http.ts, doesn't carry it; only the files manager uses it.
import type { ErrorResponse } from '@keel/contracts/common';
import { authorizationToken, buildUrl, NO_RESPONSE } from './http.ts';

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
