// Blog calls (docs/spec/pages.md#blog; packages/contracts/src/blog.routes.ts). Reads work signed out too
// (published posts only). Reads and writes are RTK Query hooks: a post is tagged by its id, the
// lists by 'LIST' / 'RECENT', and each write invalidates what it changes; `blogApi` keeps the
// calls made as the user types or pages through comments (search, comments, comment).
import { blogRoutes } from '@keel/contracts/blog.routes';
import type { BlogPost } from '@keel/contracts/blog';
import { useCallback, useEffect } from 'react';
import { callRoute } from '../../lib/api-client.ts';
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

export const blogEndpoints = api.enhanceEndpoints({ addTagTypes: ['BlogPost'] }).injectEndpoints({
  endpoints: (build) => ({
    blogPosts: queryFor(build, routes.list, { providesTags: [LISTS[0]] }),
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

export const blogApi = {
  search: (query: string, signal?: AbortSignal) =>
    callRoute(routes.search, { query: { query } }, { signal }),
  comments: (postId: string, page: number, signal?: AbortSignal) =>
    callRoute(routes.comments, { query: { postId, page, pageSize: 10 } }, { signal }),
  comment: (body: { postId: string; message: string; parentId?: string; tagUserId?: string }) =>
    callRoute(routes.comment, { body }),
  uploadImage: (file: File) => uploadFile(file, 'image'),
};
