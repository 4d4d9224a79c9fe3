// Profile writes: posts, likes, comments and follows, each answering with what the page shows
// next. The reads are in profile.read.ts; who may see what in profile-access.ts.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ProfileMessages, type Profile, type ProfilePost } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import {
  follows,
  profilePostComments,
  profilePostLikes,
  profilePosts,
} from '@keel/db/schema/profiles';
import { badRequest } from '../../shared/http-error.ts';
import { createProfileAccess } from './profile-access.ts';
import { createProfilePostReader } from './profile-posts.read.ts';
import { createProfileReader } from './profile.read.ts';

// Public to other modules (user cards, account settings): the profile counts and social links.
export { followerCount, followingCount, postCount, toSocialLinks } from './profile.read.ts';

export function createProfileService(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;
  const access = createProfileAccess(app);
  const postReader = createProfilePostReader(app);
  const reader = createProfileReader(app, access, postReader);

  return {
    ...reader,

    async createPost(
      me: User,
      input: { message: string; media: string | null },
    ): Promise<ProfilePost> {
      const [row] = await db
        .insert(profilePosts)
        .values({ authorId: me.id, message: input.message, media: input.media })
        .returning();
      const [post] = await postReader.toPosts([row!], me);
      return post!;
    },

    async like(me: User, postId: string, liked: boolean): Promise<ProfilePost> {
      await access.visiblePost(postId, me);
      if (liked) {
        await db.insert(profilePostLikes).values({ postId, userId: me.id }).onConflictDoNothing();
      } else {
        await db
          .delete(profilePostLikes)
          .where(and(eq(profilePostLikes.postId, postId), eq(profilePostLikes.userId, me.id)));
      }
      return postReader.postById(postId, me);
    },

    async comment(me: User, postId: string, message: string): Promise<ProfilePost> {
      await access.visiblePost(postId, me);
      await db.insert(profilePostComments).values({ postId, authorId: me.id, message });
      return postReader.postById(postId, me);
    },

    async follow(me: User, userId: string, follow: boolean): Promise<Profile> {
      if (userId === me.id) throw badRequest(ProfileMessages.cannotFollowSelf);
      const other = await access.visibleUser(userId, me);
      if (follow) {
        await db
          .insert(follows)
          .values({ followerId: me.id, followeeId: other.id })
          .onConflictDoNothing();
      } else {
        await db
          .delete(follows)
          .where(and(eq(follows.followerId, me.id), eq(follows.followeeId, other.id)));
      }
      return reader.profileOf(other, me);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
