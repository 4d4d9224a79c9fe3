// The social profile (docs/spec/pages.md#profile /dashboard/user/profile): follows, posts with likes and
// comments, followers, friends (people a user follows) and the gallery of post images.
import { z } from 'zod';
import { IdSchema, pageFields, PageQuerySchema, requiredString } from './common.ts';
import { UserSchema } from './user.ts';
import { ImageUrlSchema, SocialLinksSchema } from './users.ts';

export const PersonSchema = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

/** A user as their profile page shows them: the public fields of `User` plus the social ones. */
export const ProfileSchema = UserSchema.pick({
  id: true,
  slug: true,
  firstName: true,
  lastName: true,
  displayName: true,
  email: true,
  photoURL: true,
  country: true,
  city: true,
  company: true,
  about: true,
  isPublic: true,
  createdAt: true,
}).extend({
  coverUrl: z.string().nullable(),
  /** The job title (`User.jobTitle`), not the access role. */
  role: UserSchema.shape.jobTitle,
  school: z.string(),
  follower: z.number(),
  following: z.number(),
  totalPosts: z.number(),
  isFollowed: z.boolean(),
  socialLinks: SocialLinksSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PostCommentSchema = z.object({
  id: z.string(),
  author: PersonSchema,
  message: z.string(),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof PostCommentSchema>;

export const ProfilePostSchema = z.object({
  id: z.string(),
  author: PersonSchema,
  message: z.string(),
  media: z.string().nullable(),
  createdAt: z.string(),
  likeCount: z.number(),
  isLiked: z.boolean(),
  /** The latest likers (at most 10). */
  personLikes: z.array(PersonSchema),
  /** Oldest first, the latest 100. */
  comments: z.array(PostCommentSchema),
});
export type ProfilePost = z.infer<typeof ProfilePostSchema>;

export const FollowerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  country: z.string(),
  /** The job title. */
  role: z.string(),
  isFollowed: z.boolean(),
});
export type Follower = z.infer<typeof FollowerSchema>;

export const GalleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  postAt: z.string(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** `user` is a slug; without it, the signed-in user. */
const userParam = z.string().trim().max(200).optional();

export const ProfileQuerySchema = z.object({ user: userParam });
export const ProfileResponseSchema = z.object({ profile: ProfileSchema });

export const ProfilePostsQuerySchema = z.object({
  user: userParam,
  ...pageFields({ pageSize: 5, maxPageSize: 20 }),
});
export const ProfilePostsResponseSchema = z.object({
  posts: z.array(ProfilePostSchema),
  total: z.number(),
});
export type ProfilePostsResponse = z.infer<typeof ProfilePostsResponseSchema>;

export const ProfilePeopleQuerySchema = PageQuerySchema.extend({
  user: userParam,
  ...pageFields({ pageSize: 24 }),
});
export const FollowersResponseSchema = z.object({
  followers: z.array(FollowerSchema),
  total: z.number(),
});
export const FriendsResponseSchema = z.object({
  friends: z.array(FollowerSchema),
  total: z.number(),
});

export const GalleryQuerySchema = z.object({
  user: userParam,
  ...pageFields({ pageSize: 24 }),
});
export const GalleryResponseSchema = z.object({
  gallery: z.array(GalleryItemSchema),
  total: z.number(),
});

export const ProfileMessages = {
  notFound: 'Profile not found',
  postNotFound: 'Post',
  emptyPost: 'Write something or add a photo',
  cannotFollowSelf: 'You cannot follow yourself',
} as const;

export const PostNewBodySchema = z
  .object({
    message: z.string().trim().max(5000, 'Message must be at most 5000 characters').default(''),
    media: ImageUrlSchema.nullable().default(null),
  })
  .refine((post) => post.message.length > 0 || post.media !== null, {
    message: ProfileMessages.emptyPost,
    path: ['message'],
  });
export type PostNewBody = z.input<typeof PostNewBodySchema>;

export const PostLikeBodySchema = z.object({
  postId: IdSchema,
  liked: z.boolean({ error: 'liked must be true or false' }),
});
export const PostCommentBodySchema = z.object({
  postId: IdSchema,
  message: requiredString('Comment is required', {
    max: 2000,
    message: 'Comment must be at most 2000 characters',
  }),
});
export type PostCommentBody = z.input<typeof PostCommentBodySchema>;
export const PostResponseSchema = z.object({ post: ProfilePostSchema });

export const FollowBodySchema = z.object({
  userId: IdSchema,
  follow: z.boolean({ error: 'follow must be true or false' }),
});
