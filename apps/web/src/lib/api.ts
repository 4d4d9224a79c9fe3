// Server data in the web app goes through here: RTK Query on the typed client (lib/api-client.ts).
// Features add their endpoints with `api.enhanceEndpoints({ addTagTypes }).injectEndpoints(…)`
// in their own `<feature>.api.ts`, using `queryFor` / `mutationFor` so each endpoint's argument
// and answer are the route's; mutations invalidate tags, and `useInvalidateOn` lets a WebSocket
// event do the same. The cache lives in the store under `api`, injected with the first route
// that loads server data (lib/store.ts), so the sign-in page does not carry RTK Query.
import { useCallback } from 'react';
import type { EndpointBuilder, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { createApi, type BaseQueryFn, type TagDescription } from '@reduxjs/toolkit/query/react';
import type { RouteDefinition, RouteInput, RouteOutput } from '@keel/contracts/route';
import { callRoute, type CallOptions } from './api-client.ts';
import { useAppDispatch } from './hooks.ts';
import { failureMessage, type HttpFailure } from './http.ts';
import { useRealtimeEvent, useRealtimeResync } from './realtime.ts';
import { addMiddleware, rootReducer } from './store.ts';

/**
 * A query hook's `selectFromResult` for a view that reads the answer and the error only:
 * `useUsersQuery({ query }, { selectFromResult: dataAndError })` (`refetch` is still there). The
 * status fields change when the query starts, in the effects right after the view's first commit;
 * a view that selected them was then found reading a changed store and rendered again at once,
 * children and all, in one blocking task (a list's or an overview's whole page; bench/RESULTS.md,
 * "Issue 23, session 11"). `data` still holds the last answer while another loads.
 */
export function dataAndError<State extends { data?: unknown; error?: unknown }>({
  data,
  error,
}: State): Pick<State, 'data' | 'error'> {
  return { data, error };
}

/** What an endpoint hands the base query: the route and its input. */
export interface RouteCall {
  route: RouteDefinition;
  input?: unknown;
  headers?: Record<string, string>;
  form?: FormData;
}

const routeBaseQuery: BaseQueryFn<RouteCall, unknown, HttpFailure> = async (
  { route, input, headers, form },
  { signal },
) => {
  try {
    const options: CallOptions = { signal, headers, form };
    return { data: await callRoute(route as RouteDefinition, input as never, options) };
  } catch (failure) {
    return { error: failure as HttpFailure };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: routeBaseQuery,
  // A list left for another page is kept a little while for the way back.
  keepUnusedDataFor: 30,
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

rootReducer.inject(api);
addMiddleware(api.middleware as Parameters<typeof addMiddleware>[0]);

/** The session's sign-out (features/auth/session.slice.ts), matched by type: lib imports no feature. */
const SIGNED_OUT = 'session/loggedOut';
// Another account may sign in next in this tab: nothing cached for the last one (its profile,
// sessions, saved cards) may be shown to it, so the cache empties on sign-out.
addMiddleware((store) => (next) => (action) => {
  const result = next(action);
  if ((action as { type?: unknown }).type === SIGNED_OUT) store.dispatch(api.util.resetApiState());
  return result;
});
declare module './store.ts' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

type Builder<Tag extends string> = EndpointBuilder<typeof routeBaseQuery, Tag, 'api'>;
type Tags<Tag extends string, Result, Arg> =
  | readonly TagDescription<Tag>[]
  | ((
      result: Result | undefined,
      error: HttpFailure | undefined,
      arg: Arg,
    ) => readonly TagDescription<Tag>[]);

/** A query endpoint for a GET route: its argument is the route's input, its data the answer. */
export function queryFor<R extends RouteDefinition, Tag extends string>(
  build: Builder<Tag>,
  route: R,
  options: { providesTags?: Tags<Tag, RouteOutput<R>, RouteInput<R>> } = {},
) {
  return build.query<RouteOutput<R>, RouteInput<R>>({
    query: (input) => ({ route, input }),
    providesTags: options.providesTags as never,
  });
}

/** The argument of a mutation: the route's input, plus headers (an `Idempotency-Key`). */
export type MutationArg<R extends RouteDefinition> = RouteInput<R> & {
  headers?: Record<string, string>;
  form?: FormData;
};

/** What a mutation may do to cached reads as it runs: patch them with its answer (`updateQueryData`). */
export type MutationStarted<R extends RouteDefinition> = NonNullable<
  TypedMutationOnQueryStarted<RouteOutput<R>, MutationArg<R>, typeof routeBaseQuery, 'api'>
>;

/**
 * A mutation endpoint for a POST route; `invalidatesTags` refreshes the queries it changes, and
 * `onQueryStarted` may patch them with the answer first, so the change shows without waiting.
 */
export function mutationFor<R extends RouteDefinition, Tag extends string>(
  build: Builder<Tag>,
  route: R,
  options: {
    invalidatesTags?: Tags<Tag, RouteOutput<R>, MutationArg<R>>;
    onQueryStarted?: MutationStarted<R>;
  } = {},
) {
  return build.mutation<RouteOutput<R>, MutationArg<R>>({
    query: ({ headers, form, ...input }) => ({ route, input, headers, form }),
    invalidatesTags: options.invalidatesTags as never,
    onQueryStarted: options.onQueryStarted,
  });
}

/** Refetches the queries holding `tags` when a WebSocket event of `type` arrives, or after a reconnect. */
export function useInvalidateOn(type: string, tags: readonly TagDescription<string>[]) {
  const dispatch = useAppDispatch();
  const invalidate = useCallback(
    () => dispatch(api.util.invalidateTags(tags as TagDescription<never>[])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tags are listed by value
    [dispatch, JSON.stringify(tags)],
  );
  useRealtimeEvent(type, invalidate);
  useRealtimeResync(invalidate);
}

/** The text to show for a query's or mutation's error. */
export function errorMessage(error: unknown): string | null {
  return error === undefined || error === null ? null : failureMessage(error);
}

/**
 * What a view shows of a query: its data (or a part of it), the error's text and a Retry that
 * refetches. No data and no error means loading.
 */
export function queryView<
  Result extends { data?: unknown; error?: unknown; refetch: () => unknown },
  Shown,
>(result: Result, pick: (data: NonNullable<Result['data']>) => Shown) {
  const data = result.data as Result['data'];
  return {
    data: data == null ? undefined : pick(data),
    error: errorMessage(result.error),
    reload: () => void result.refetch(),
  };
}
