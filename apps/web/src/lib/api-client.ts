// The one typed client (docs/decisions/016-route-tables.md): every call names a route of a
// contracts route table; its path, method, input and answer types come from the table, so the
// web app writes no API path and no response type. Failures reject as lib/http.ts describes.
import {
  routePath,
  type RouteDefinition,
  type RouteInput,
  type RouteOutput,
} from '@keel/contracts/route';
import { http, type RequestOptions } from './http.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** The body of a multipart route (an upload), which has no JSON body schema. */
  form?: FormData;
}

/** The input argument is optional when the route takes none. */
export type CallArgs<R extends RouteDefinition> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: RequestOptions['query'];
  body?: unknown;
}

export function callRoute<R extends RouteDefinition>(
  route: R,
  ...[input, options = {}]: CallArgs<R>
): Promise<RouteOutput<R>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  const path = routePath(route.path, params);
  const request = { query, signal: options.signal, headers: options.headers };
  return route.method === 'GET'
    ? http.get<RouteOutput<R>>(path, request)
    : http.post<RouteOutput<R>>(path, options.form ?? body, request);
}

/** The URL of a GET route, for links and downloads the browser fetches itself. */
export function routeUrl<R extends RouteDefinition>(
  route: R,
  input?: { params?: Record<string, unknown>; query?: RequestOptions['query'] },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${routePath(route.path, input?.params)}${search ? `?${search}` : ''}`;
}
