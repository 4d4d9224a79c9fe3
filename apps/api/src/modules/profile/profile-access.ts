// Who may see what: a private profile (isPublic off), or a member who is not active, is visible
// to its owner only; everyone else gets 404, for the profile, its posts, people and gallery alike.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ProfileMessages } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import { profilePosts, type ProfilePostRow } from '@keel/db/schema/profiles';
import { users, type UserRow } from '@keel/db/schema/users';
import { notFound } from '../../shared/http-error.ts';

export function createProfileAccess(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;
  const userBySlug = db
    .select()
    .from(users)
    .where(eq(users.slug, sql.placeholder('slug')))
    .prepare('profile_user_by_slug');
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('profile_user_by_id');

  const visibleTo = (row: UserRow, me: User) =>
    row.id === me.id || (row.isPublic && row.status === 'active');

  return {
    /** The profile's owner named by `slug` (default: me), or 404 when I may not see it. */
    async target(slug: string | undefined, me: User): Promise<UserRow> {
      const [row] = slug
        ? await userBySlug.execute({ slug })
        : await userById.execute({ id: me.id });
      if (!row || !visibleTo(row, me)) throw notFound('Profile');
      return row;
    },

    async visibleUser(userId: string, me: User): Promise<UserRow> {
      const [row] = await userById.execute({ id: userId });
      if (!row || !visibleTo(row, me)) throw notFound('Profile');
      return row;
    },

    async visiblePost(postId: string, me: User): Promise<ProfilePostRow> {
      const [row] = await db
        .select({ post: profilePosts, author: users })
        .from(profilePosts)
        .innerJoin(users, eq(users.id, profilePosts.authorId))
        .where(eq(profilePosts.id, postId));
      if (!row || !visibleTo(row.author, me)) throw notFound(ProfileMessages.postNotFound);
      return row.post;
    },
  };
}

export type ProfileAccess = ReturnType<typeof createProfileAccess>;
