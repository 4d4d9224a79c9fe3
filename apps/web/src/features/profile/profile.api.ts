// The social profile calls (docs/spec/pages.md#profile /dashboard/user/profile).
import type {
  Follower,
  GalleryItem,
  PostNewBody,
  Profile,
  ProfilePost,
  ProfilePostsResponse,
} from '@keel/contracts/profile';
import { http } from '../../lib/http.ts';

export const profileApi = {
  profile: (user: string | undefined, signal?: AbortSignal) =>
    http.get<{ profile: Profile }>('/api/profile', { query: { user }, signal }),
  posts: (user: string | undefined, page: number, signal?: AbortSignal) =>
    http.get<ProfilePostsResponse>('/api/profile/posts', {
      query: { user, page, pageSize: 5 },
      signal,
    }),
  followers: (user: string | undefined, signal?: AbortSignal) =>
    http.get<{ followers: Follower[]; total: number }>('/api/profile/followers', {
      query: { user, pageSize: 100 },
      signal,
    }),
  friends: (user: string | undefined, q: string, signal?: AbortSignal) =>
    http.get<{ friends: Follower[]; total: number }>('/api/profile/friends', {
      query: { user, q, pageSize: 100 },
      signal,
    }),
  gallery: (user: string | undefined, signal?: AbortSignal) =>
    http.get<{ gallery: GalleryItem[]; total: number }>('/api/profile/gallery', {
      query: { user, pageSize: 100 },
      signal,
    }),
  newPost: (body: PostNewBody) => http.post<{ post: ProfilePost }>('/api/profile/posts/new', body),
  like: (postId: string, liked: boolean) =>
    http.post<{ post: ProfilePost }>('/api/profile/posts/like', { postId, liked }),
  comment: (postId: string, message: string) =>
    http.post<{ post: ProfilePost }>('/api/profile/posts/comments/new', { postId, message }),
  follow: (userId: string, follow: boolean) =>
    http.post<{ profile: Profile }>('/api/profile/follow', { userId, follow }),
};
