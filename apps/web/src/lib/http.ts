// The HTTP client (seed §7, §8): base URL from configuration, bearer token, no timeout.
// A failed call rejects with the server's response body, or 'Something went wrong' when
// there is no response to read.
import type { ErrorResponse } from '@keel/contracts/common';
import { config } from './config.ts';

export const NO_RESPONSE = 'Something went wrong';
export type HttpFailure = ErrorResponse | typeof NO_RESPONSE;

let accessToken: string | null = null;

export function setAuthorizationToken(token: string | null) {
  accessToken = token;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${config.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw NO_RESPONSE;
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = undefined;
  }
  if (!response.ok) throw (data as ErrorResponse | undefined) ?? NO_RESPONSE;
  return data as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
};

/**
 * POST a multipart body with upload progress (fetch cannot report it): `onProgress` gets 0–1.
 * Fails like `http.post`: with the server's body, or 'Something went wrong'.
 */
export function uploadWithProgress<T>(path: string, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    if (accessToken) request.setRequestHeader('authorization', `Bearer ${accessToken}`);
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

/** The text to show for a failure, whatever shape it came in. */
export function failureMessage(failure: unknown): string {
  if (typeof failure === 'string') return failure;
  if (failure && typeof failure === 'object' && 'message' in failure && typeof failure.message === 'string') {
    return failure.message;
  }
  return NO_RESPONSE;
}

/** Per-field messages of a 400 answer, if any. */
export function failureFields(failure: unknown): Record<string, string> {
  if (failure && typeof failure === 'object' && 'fields' in failure && failure.fields && typeof failure.fields === 'object') {
    return failure.fields as Record<string, string>;
  }
  return {};
}
