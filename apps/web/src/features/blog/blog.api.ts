// Blog calls (docs/spec/pages.md#blog; packages/contracts/src/blog.routes.ts). Reads work signed out too
// (published posts only). Reads and writes are RTK Query hooks: a post is tagged by its id, the
// lists (and the title search) by 'LIST' / 'RECENT', a post's comment threads by
// 'BlogComment' + the post's id; each write invalidates what it changes. The blog has no live
// event (apps/api/src/modules/blog sends none), so nothing here listens on the WebSocket.
import { blogRoutes } from '@keel/contracts/blog.routes';
import type { BlogPost } from '@keel/contracts/blog';
import type { RouteOutput } from '@keel/contracts/route';
import { useCallback, useEffect } from 'react';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { uploadFile } from '../../lib/upload.ts';

const routes = blogRoutes.routes;
const SESSION_KEY = 'keel-blog-session';

/** A random id kept for this browser session, so a post counts one view per session. */
export function blogSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Lists (the dashboard's, the public one) and the "recent posts" under a post. */
const LISTS = [
  { type: 'BlogPost', id: 'LIST' },
  { type: 'BlogPost', id: 'RECENT' },
] as const;

/** Comment threads come 10 a page; "More comments" asks for the next. */
const COMMENTS_PAGE_SIZE = 10;
type CommentPage = RouteOutput<typeof routes.comments>;
const commentsOf = (postId: string) => ({ type: 'BlogComment', id: postId }) as const;

export const blogEndpoints = api
  .enhanceEndpoints({ addTagTypes: ['BlogPost', 'BlogComment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      blogPosts: queryFor(build, routes.list, { providesTags: [LISTS[0]] }),
      // The same query typed twice is asked once, and a query asked before answers from the cache.
      blogSearch: queryFor(build, routes.search, { providesTags: [LISTS[0]] }),
      // A post's threads, page after page (the argument is the post's id); a comment or a reply
      // reads the pages shown again, so a reply lands in its thread.
      blogComments: build.infiniteQuery<CommentPage, string, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (last, pages, lastPage) =>
            pages.reduce((shown, page) => shown + page.comments.length, 0) < last.total
              ? lastPage + 1
              : undefined,
        },
        query: ({ queryArg, pageParam }) => ({
          route: routes.comments,
          input: { query: { postId: queryArg, page: pageParam, pageSize: COMMENTS_PAGE_SIZE } },
        }),
        providesTags: (_result, _error, postId) => [commentsOf(postId)],
      }),
      // The cards show comment counts; the open post's count is patched from the answer.
      commentBlogPost: mutationFor(build, routes.comment, {
        invalidatesTags: (result, _error, { body }) =>
          result ? [commentsOf(body.postId), LISTS[0]] : [],
      }),
      blogPost: queryFor(build, routes.get, {
        providesTags: (result) => (result ? [{ type: 'BlogPost', id: result.post.id }] : []),
      }),
      recentBlogPosts: queryFor(build, routes.recent, { providesTags: [LISTS[1]] }),
      createBlogPost: mutationFor(build, routes.create, { invalidatesTags: ['BlogPost'] }),
      // Not on a 409: the open form keeps its state and shows the merge dialog.
      updateBlogPost: mutationFor(build, routes.update, {
        invalidatesTags: (result) => (result ? ['BlogPost'] : []),
      }),
      // The open post is patched with the answer (usePatchBlogPost) rather than read again.
      publishBlogPost: mutationFor(build, routes.publish, { invalidatesTags: [...LISTS] }),
      favoriteBlogPost: mutationFor(build, routes.favorite, { invalidatesTags: [...LISTS] }),
      shareBlogPost: mutationFor(build, routes.share, { invalidatesTags: [LISTS[0]] }),
      // Not the recent posts: each opened post would read them twice.
      viewBlogPost: mutationFor(build, routes.view, { invalidatesTags: [LISTS[0]] }),
      removeBlogPost: mutationFor(build, routes.remove, {
        invalidatesTags: (_result, _error, { body }) => [
          ...LISTS,
          { type: 'BlogPost', id: body.postId },
        ],
      }),
    }),
  });

export const {
  useBlogPostsQuery,
  useBlogPostQuery,
  useRecentBlogPostsQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  usePublishBlogPostMutation,
  useFavoriteBlogPostMutation,
  useShareBlogPostMutation,
  useRemoveBlogPostMutation,
  useBlogSearchQuery,
  useBlogCommentsInfiniteQuery,
  useCommentBlogPostMutation,
} = blogEndpoints;

/** Replaces the cached post `slug` (both the dashboard's and the public page's copy) locally. */
export function usePatchBlogPost(slug: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    (change: (post: BlogPost) => BlogPost) => {
      const patch = blogEndpoints.util.updateQueryData(
        'blogPost',
        { query: { title: slug } },
        (draft) => {
          draft.post = change(draft.post);
        },
      );
      // The store types its lazily injected `api` slice as optional; the thunk needs it present,
      // which it is once this module (which injects it) has loaded.
      dispatch(patch as unknown as Parameters<typeof dispatch>[0]);
    },
    [dispatch, slug],
  );
}

/** Counts one view of an opened post (once per browser session, server-side) and shows it. */
export function useCountBlogView(slug: string, postId: string | undefined) {
  const [view] = blogEndpoints.useViewBlogPostMutation();
  const patch = usePatchBlogPost(slug);
  useEffect(() => {
    if (!postId) return;
    view({ body: { postId, sessionId: blogSessionId() } })
      .unwrap()
      .then(
        (counts) => patch((post) => ({ ...post, view: counts.view })),
        () => undefined,
      );
  }, [postId, view, patch]);
}

/** A cover or an image in the post's content (a public upload). */
export const uploadBlogImage = (file: File) => uploadFile(file, 'image');
