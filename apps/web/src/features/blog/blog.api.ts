// Blog calls (pages.md §13). Reads work signed out too (published posts only).
import type {
  BlogComment,
  BlogPost,
  BlogPostInput,
  BlogPostListQuery,
  BlogPostListResponse,
  BlogSearchResult,
} from '@keel/contracts/blog';
import type { Upload } from '@keel/contracts/uploads';
import { http } from '../../lib/http.ts';

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

export const blogApi = {
  list: (query: BlogPostListQuery, signal?: AbortSignal) =>
    http.get<BlogPostListResponse>('/api/blog/posts', { query: query as Record<string, string | number | undefined>, signal }),
  search: (query: string, signal?: AbortSignal) => http.get<{ results: BlogSearchResult[] }>('/api/blog/posts/search', { query: { query }, signal }),
  post: (slug: string, signal?: AbortSignal) => http.get<{ post: BlogPost }>('/api/blog/post', { query: { title: slug }, signal }),
  recent: (slug: string, signal?: AbortSignal) => http.get<{ recentPosts: BlogPost[] }>('/api/blog/posts/recent', { query: { title: slug }, signal }),
  create: (post: BlogPostInput) => http.post<{ post: BlogPost }>('/api/blog/posts/new', post),
  update: (postId: string, post: Partial<BlogPostInput>) => http.post<{ post: BlogPost }>('/api/blog/posts/update', { postId, post }),
  remove: (postId: string) => http.post<object>('/api/blog/posts/delete', { postId }),
  publish: (postId: string, publish: boolean) => http.post<{ post: BlogPost }>('/api/blog/posts/publish', { postId, publish }),
  favorite: (postId: string, favorite: boolean) => http.post<{ post: BlogPost }>('/api/blog/favorite', { postId, favorite }),
  share: (postId: string) => http.post<{ view: number; share: number }>('/api/blog/share', { postId }),
  view: (postId: string) => http.post<{ view: number; share: number }>('/api/blog/posts/view', { postId, sessionId: blogSessionId() }),
  comments: (postId: string, page: number, signal?: AbortSignal) =>
    http.get<{ comments: BlogComment[]; total: number }>('/api/blog/comments', { query: { postId, page, pageSize: 10 }, signal }),
  comment: (body: { postId: string; message: string; parentId?: string; tagUserId?: string }) =>
    http.post<{ comment: BlogComment; count: number }>('/api/blog/comments/new', body),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ upload: Upload }>('/api/uploads', body, { query: { kind: 'image' } });
  },
};
