// The HTTP client (docs/spec/seed.md#calls, docs/spec/seed.md#errors): base URL from configuration, bearer token, no timeout.
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

let unauthorizedHandler: (() => void) | undefined;

/**
 * Called when the server refuses the token requests are sent with (401): the session ended
 * elsewhere (logout, password change, ban). The app signs out cleanly (features/auth/
 * session-expiry.ts) instead of showing "Invalid authorization token" on every page.
 */
export function onUnauthorized(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/** The token requests are sent with (lib/upload.ts sends it too). */
export const authorizationToken = () => accessToken;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * The query in key order, so one request has one URL however its caller ordered the keys: the GETs
 * public/dashboard-boot.js starts are claimed by URL (`adoptBootAnswers`).
 */
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
  params.sort();
  const search = params.toString();
  return `${config.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

/** A path and query as `buildUrl` writes it: the query's keys in order. */
function canonicalUrl(url: string): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.sort();
  const sorted = params.toString();
  return `${path}${sorted ? `?${sorted}` : ''}`;
}

/** GETs started ahead of the component that asks for them, by URL and token (see `prefetchGet`). */
const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
const PREFETCH_FRESH_MS = 5000;

/**
 * Starts a page's first GET together with its code, so the data is on its way while the chunks
 * load and the session is checked (one round trip less before the page paints). The page's own
 * `http.get` for the same URL and token takes the answer once, if it asks within a few seconds.
 */
export function prefetchGet(
  path: string,
  token: string | null,
  query?: Record<string, QueryValue>,
): void {
  if (!token) return;
  const key = `${token} ${buildUrl(path, query)}`;
  // Already on its way (public/theme-boot.js started it, or the route's code asked before).
  const pending = prefetched.get(key);
  if (pending && Date.now() - pending.at < PREFETCH_FRESH_MS) return;
  const answer = send('GET', path, { query }, token);
  // Unclaimed, it is dropped; claimed, the claimant handles its failure.
  answer.catch(() => undefined);
  prefetched.set(key, { answer, at: Date.now() });
}

declare global {
  interface Window {
    /** The GETs public/theme-boot.js started, by URL (src/app/boot-routes.ts). */
    __keelBoot?: { token: string; answers: Record<string, Promise<Response>> };
  }
}

/**
 * Takes the GETs public/theme-boot.js started before the app's code had loaded, as if
 * `prefetchGet` had started them now: the first `http.get` for the same URL and token takes each.
 */
export function adoptBootAnswers(): void {
  const boot = typeof window === 'undefined' ? undefined : window.__keelBoot;
  if (!boot) return;
  delete window.__keelBoot;
  for (const [url, response] of Object.entries(boot.answers)) {
    const answer = readAnswer(response, boot.token);
    answer.catch(() => undefined);
    prefetched.set(`${boot.token} ${config.apiBaseUrl}${canonicalUrl(url)}`, {
      answer,
      at: Date.now(),
    });
  }
}

function takePrefetched(path: string, options: RequestOptions): Promise<unknown> | undefined {
  if (prefetched.size === 0 || !accessToken) return undefined;
  const key = `${accessToken} ${buildUrl(path, options.query)}`;
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.answer : undefined;
}

function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const early = method === 'GET' ? takePrefetched(path, options) : undefined;
  return (early as Promise<T> | undefined) ?? send<T>(method, path, options, accessToken);
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return readAnswer(
    fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal }),
    token,
  );
}

/** The parsed body of a response, or the rejection a failed call makes (docs/spec/seed.md#errors). */
async function readAnswer<T>(pending: Promise<Response>, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await pending;
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
  // Only when the refused token is still the one in use: a late answer to an old token (signed
  // in again since) must not sign the new session out.
  if (response.status === 401 && token && token === accessToken) unauthorizedHandler?.();
  if (!response.ok) throw (data as ErrorResponse | undefined) ?? NO_RESPONSE;
  return data as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
};

/** The text to show for a failure, whatever shape it came in. */
export function failureMessage(failure: unknown): string {
  if (typeof failure === 'string') return failure;
  if (
    failure &&
    typeof failure === 'object' &&
    'message' in failure &&
    typeof failure.message === 'string'
  ) {
    return failure.message;
  }
  return NO_RESPONSE;
}

/** Per-field messages of a 400 answer, if any. */
export function failureFields(failure: unknown): Record<string, string> {
  if (
    failure &&
    typeof failure === 'object' &&
    'fields' in failure &&
    failure.fields &&
    typeof failure.fields === 'object'
  ) {
    return failure.fields as Record<string, string>;
  }
  return {};
}
