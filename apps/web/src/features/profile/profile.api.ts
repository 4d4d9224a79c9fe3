// The social profile (docs/spec/pages.md#profile /dashboard/user/profile) on
// packages/contracts/src/profile.routes.ts as RTK Query hooks: the profile, followers, friends
// and gallery (a follow invalidates 'Profile': the counts and both lists refetch), and a
// profile's posts, five a page with "Load more" (an infinite query, tag 'ProfilePost'). A new post
// reads the posts and the profile (its counts, the gallery) again; a like or a comment answers
// with the post, which replaces it in every cached feed (a like shows at once, undone if refused).
import type { ProfilePost } from '@keel/contracts/profile';
import { profileRoutes } from '@keel/contracts/profile.routes';
import type { RouteOutput } from '@keel/contracts/route';
import { api, mutationFor, queryFor, type MutationStarted } from '../../lib/api.ts';

const routes = profileRoutes.routes;

/** Posts come five a page; "Load more" asks for the next. */
const POSTS_PAGE_SIZE = 5;
type PostsPage = RouteOutput<typeof routes.posts>;

export const profileEndpoints = api
  .enhanceEndpoints({ addTagTypes: ['Profile', 'ProfilePost'] })
  .injectEndpoints({
    endpoints: (build) => ({
      profile: queryFor(build, routes.get, { providesTags: ['Profile'] }),
      profileFollowers: queryFor(build, routes.followers, { providesTags: ['Profile'] }),
      profileFriends: queryFor(build, routes.friends, { providesTags: ['Profile'] }),
      profileGallery: queryFor(build, routes.gallery, { providesTags: ['Profile'] }),
      followProfile: mutationFor(build, routes.follow, { invalidatesTags: ['Profile'] }),
      // A profile's posts, page after page; the argument is its slug, '' for my own.
      profilePosts: build.infiniteQuery<PostsPage, string, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (last, pages, lastPage) =>
            pages.reduce((shown, page) => shown + page.posts.length, 0) < last.total
              ? lastPage + 1
              : undefined,
        },
        query: ({ queryArg, pageParam }) => ({
          route: routes.posts,
          input: {
            query: { user: queryArg || undefined, page: pageParam, pageSize: POSTS_PAGE_SIZE },
          },
        }),
        providesTags: ['ProfilePost'],
      }),
      // The post shows at once on top of my feed (cached as mine, '', and maybe under my slug);
      // then the feeds are read again, and the profile (its counts, the gallery).
      newProfilePost: mutationFor(build, routes.newPost, {
        invalidatesTags: (result) => (result ? ['ProfilePost', 'Profile'] : []),
        onQueryStarted: async (_arg, lifecycle) => {
          const answer = await lifecycle.queryFulfilled.catch(() => null);
          if (answer) addToMyFeeds(lifecycle, answer.data.post);
        },
      }),
      likeProfilePost: mutationFor(build, routes.like, { onQueryStarted: likeInFeeds }),
      commentProfilePost: mutationFor(build, routes.comment, {
        onQueryStarted: async (_arg, lifecycle) => {
          const answer = await lifecycle.queryFulfilled.catch(() => null);
          if (answer) replaceInFeeds(lifecycle, answer.data.post.id, () => answer.data.post);
        },
      }),
    }),
  });

type Lifecycle = Parameters<MutationStarted<typeof routes.like>>[1];

/** Applies `change` to the post wherever a cached feed shows it; returns the undo. */
function replaceInFeeds(
  { dispatch, getState }: Pick<Lifecycle, 'dispatch' | 'getState'>,
  postId: string,
  change: (post: ProfilePost) => ProfilePost,
): () => void {
  const undos: (() => void)[] = [];
  for (const feed of profileEndpoints.util.selectCachedArgsForQuery(getState(), 'profilePosts')) {
    const patch = dispatch(
      profileEndpoints.util.updateQueryData('profilePosts', feed, (draft) => {
        for (const page of draft.pages) {
          page.posts = page.posts.map((post) => (post.id === postId ? change(post) : post));
        }
      }),
    );
    undos.push(patch.undo);
  }
  return () => undos.forEach((undo) => undo());
}

function addToMyFeeds(
  { dispatch, getState }: Pick<Lifecycle, 'dispatch' | 'getState'>,
  post: ProfilePost,
) {
  for (const feed of profileEndpoints.util.selectCachedArgsForQuery(getState(), 'profilePosts')) {
    if (feed !== '' && feed !== post.author.slug) continue;
    dispatch(
      profileEndpoints.util.updateQueryData('profilePosts', feed, (draft) => {
        const [first] = draft.pages;
        if (!first || first.posts.some((known) => known.id === post.id)) return;
        first.posts.unshift(post);
        for (const page of draft.pages) page.total += 1;
      }),
    );
  }
}

/** A like shows at once; the answer (with the latest likers) replaces it, a refusal undoes it. */
async function likeInFeeds(
  ...[{ body }, lifecycle]: Parameters<MutationStarted<typeof routes.like>>
): Promise<void> {
  const undo = replaceInFeeds(lifecycle, body.postId, (post) =>
    post.isLiked === body.liked
      ? post
      : { ...post, isLiked: body.liked, likeCount: post.likeCount + (body.liked ? 1 : -1) },
  );
  try {
    const { post } = (await lifecycle.queryFulfilled).data;
    replaceInFeeds(lifecycle, post.id, () => post);
  } catch {
    undo();
  }
}

export const {
  useProfileQuery,
  useProfileFollowersQuery,
  useProfileFriendsQuery,
  useProfileGalleryQuery,
  useFollowProfileMutation,
  useProfilePostsInfiniteQuery,
  useNewProfilePostMutation,
  useLikeProfilePostMutation,
  useCommentProfilePostMutation,
} = profileEndpoints;
