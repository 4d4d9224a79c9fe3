// The social profile (docs/spec/pages.md#profile /dashboard/user/profile) on
// packages/contracts/src/profile.routes.ts: the profile, followers, friends and gallery as RTK
// Query hooks (a follow invalidates 'Profile': the counts and both lists refetch), and the typed
// client for the paged posts list, which keeps its own rows, and its post, like and comment.
import type { PostNewBody } from '@keel/contracts/profile';
import { profileRoutes } from '@keel/contracts/profile.routes';
import { callRoute } from '../../lib/api-client.ts';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = profileRoutes.routes;

export const profileEndpoints = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    profile: queryFor(build, routes.get, { providesTags: ['Profile'] }),
    profileFollowers: queryFor(build, routes.followers, { providesTags: ['Profile'] }),
    profileFriends: queryFor(build, routes.friends, { providesTags: ['Profile'] }),
    profileGallery: queryFor(build, routes.gallery, { providesTags: ['Profile'] }),
    followProfile: mutationFor(build, routes.follow, { invalidatesTags: ['Profile'] }),
  }),
});

export const {
  useProfileQuery,
  useProfileFollowersQuery,
  useProfileFriendsQuery,
  useProfileGalleryQuery,
  useFollowProfileMutation,
} = profileEndpoints;

export const profileApi = {
  posts: (user: string | undefined, page: number, signal?: AbortSignal) =>
    callRoute(routes.posts, { query: { user, page, pageSize: 5 } }, { signal }),
  newPost: (body: PostNewBody) => callRoute(routes.newPost, { body }),
  like: (postId: string, liked: boolean) => callRoute(routes.like, { body: { postId, liked } }),
  comment: (postId: string, message: string) =>
    callRoute(routes.comment, { body: { postId, message } }),
};
