// Blog calls (docs/spec/pages.md#blog; packages/contracts/src/blog.routes.ts). Reads work signed out too
// (published posts only). Reads are RTK Query hooks (tag 'BlogPost', invalidated by every
// write); `blogApi` is the typed client for the calls made from event handlers.
import { blogRoutes } from '@keel/contracts/blog.routes';
import type { BlogPostInput, BlogPostListQuery } from '@keel/contracts/blog';
import { callRoute } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
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

export const blogEndpoints = api.enhanceEndpoints({ addTagTypes: ['BlogPost'] }).injectEndpoints({
  endpoints: (build) => ({
    blogPosts: queryFor(build, routes.list, { providesTags: ['BlogPost'] }),
    blogPost: queryFor(build, routes.get, { providesTags: ['BlogPost'] }),
    recentBlogPosts: queryFor(build, routes.recent, { providesTags: ['BlogPost'] }),
    createBlogPost: mutationFor(build, routes.create, { invalidatesTags: ['BlogPost'] }),
    // Not on a 409: the open form keeps its state and shows the merge dialog.
    updateBlogPost: mutationFor(build, routes.update, {
      invalidatesTags: (result) => (result ? ['BlogPost'] : []),
    }),
  }),
});

export const {
  useBlogPostsQuery,
  useBlogPostQuery,
  useRecentBlogPostsQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
} = blogEndpoints;

export const blogApi = {
  list: (query: BlogPostListQuery, signal?: AbortSignal) =>
    callRoute(routes.list, { query }, { signal }),
  search: (query: string, signal?: AbortSignal) =>
    callRoute(routes.search, { query: { query } }, { signal }),
  post: (slug: string, signal?: AbortSignal) =>
    callRoute(routes.get, { query: { title: slug } }, { signal }),
  recent: (slug: string, signal?: AbortSignal) =>
    callRoute(routes.recent, { query: { title: slug } }, { signal }),
  create: (post: BlogPostInput) => callRoute(routes.create, { body: post }),
  /** `version`: the one the edit started from; a stale one is answered 409 with the post now. */
  update: (postId: string, post: Partial<BlogPostInput>, version?: number) =>
    callRoute(routes.update, { body: { postId, post, version } }),
  remove: (postId: string) => callRoute(routes.remove, { body: { postId } }),
  publish: (postId: string, publish: boolean) =>
    callRoute(routes.publish, { body: { postId, publish } }),
  favorite: (postId: string, favorite: boolean) =>
    callRoute(routes.favorite, { body: { postId, favorite } }),
  share: (postId: string) => callRoute(routes.share, { body: { postId } }),
  view: (postId: string) =>
    callRoute(routes.view, { body: { postId, sessionId: blogSessionId() } }),
  comments: (postId: string, page: number, signal?: AbortSignal) =>
    callRoute(routes.comments, { query: { postId, page, pageSize: 10 } }, { signal }),
  comment: (body: { postId: string; message: string; parentId?: string; tagUserId?: string }) =>
    callRoute(routes.comment, { body }),
  uploadImage: (file: File) => uploadFile(file, 'image'),
};
