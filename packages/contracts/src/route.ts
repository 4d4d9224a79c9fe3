// A route as a value (docs/decisions/016-route-tables.md): method, path, schemas, responses,
// summary and the access it needs. Each feature's table (`<feature>.routes.ts` beside its
// schemas) is read by the API to register and document the route, by the authorisation matrix
// test, and by the web app's typed client, so no path or shape is written twice.
import type { z } from 'zod';
import type { RouteAccess } from './permissions.ts';

export type RouteMethod = 'GET' | 'POST';

/** A permission of permissions.ts, any signed-in user ('signed-in'), or anyone ('public'). */
export type Access = RouteAccess | 'public';

/**
 * Error statuses a route may answer besides 400 (validation) and, when not public, 401 and 403.
 * A public route lists 401 itself when it answers it (a wrong password at sign-in).
 */
export type RouteErrorStatus =
  401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 428 | 429 | 503;

export interface RouteDefinition {
  readonly method: RouteMethod;
  /** `/api/...`; `:name` segments are path parameters, described by `params`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  /** Unverified accounts may call it (the verification and account routes). */
  readonly allowUnverified?: boolean;
  /**
   * Open to a user whose role requires MFA before they have set it up (apps/api/src/plugins/auth.ts
   * holds them to these routes: set-up, my-account, logout).
   */
  readonly mfaSetup?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Absent for bodiless calls and for multipart uploads (the handler reads the parts). */
  readonly body?: z.ZodType;
  /** The success answer; absent when the route streams a file (CSV, PDF, a download). */
  readonly response?: z.ZodType;
  /** 201 instead of 200 for the success answer. */
  readonly status?: 200 | 201;
  /** Other error answers, usually `ErrorResponseSchema` (a stale edit's 409 carries the record). */
  readonly errors?: { readonly [S in RouteErrorStatus]?: z.ZodType };
  /** Overrides the server's default body limit (bytes), e.g. CSV import. */
  readonly bodyLimit?: number;
  readonly description?: string;
}

export interface RouteTable<
  R extends Record<string, RouteDefinition> = Record<string, RouteDefinition>,
> {
  /** The OpenAPI tag and the operationId prefix: `invoices` + `list` → `invoices.list`. */
  readonly feature: string;
  readonly routes: R;
}

/** One feature's routes. `as const`-like inference keeps each route's literal types. */
export function defineRoutes<const R extends Record<string, RouteDefinition>>(
  feature: string,
  routes: R,
): RouteTable<R> {
  return { feature, routes };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the API handler receives (after parsing and defaults). */
export type RouteParams<R extends RouteDefinition> = Parsed<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Parsed<R['query']>;
export type RouteBody<R extends RouteDefinition> = Parsed<R['body']>;

/** What a client sends: only the parts the route has, before defaults. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: Sent<R['params']> }
  : unknown) &
  (R['query'] extends z.ZodType ? { query: Sent<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: Sent<R['body']> } : unknown);

/** The success answer as a client reads it. */
export type RouteOutput<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : unknown;

/** The success answer as a handler may return it (before serialisation). */
export type RouteReturn<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.input<R['response']>
  : unknown;

/** `/api/files/:id` + `{ id: 'x' }` → `/api/files/x`. */
export function routePath(path: string, params?: Record<string, unknown>): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** Where every route's path starts; paths the API hands out (media, signed links) start so too. */
export const API_PATH_PREFIX = '/api/';
