// Reading profile posts as I see them: each with its author, like count, whether I liked it,
// the latest likers and the latest comments.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ProfileMessages, type PostComment, type ProfilePost } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import { profilePostLikes, profilePosts, type ProfilePostRow } from '@keel/db/schema/profiles';
import { users } from '@keel/db/schema/users';
import { notFound } from '../../shared/http-error.ts';
import { rawRows } from '../../shared/raw-rows.ts';
import { personColumns, toPerson } from './profile.read.ts';

const PERSON_LIKES_SHOWN = 10;
const COMMENTS_SHOWN = 100;

export function createProfilePostReader(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;

  /** Likes, likers and comments for a page of posts, in three queries. */
  async function toPosts(rows: ProfilePostRow[], me: User): Promise<ProfilePost[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [authors, likeTotals, likers, comments] = await Promise.all([
      db
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.authorId))])),
      db
        .select({
          postId: profilePostLikes.postId,
          total: count(),
          mine: sql<boolean>`bool_or(${profilePostLikes.userId} = ${me.id})`,
        })
        .from(profilePostLikes)
        .where(inArray(profilePostLikes.postId, ids))
        .groupBy(profilePostLikes.postId),
      db.execute(sql`
        select l.post_id, u.id, u.slug, u.display_name, u.photo_url
        from (
          select post_id, user_id, row_number() over (partition by post_id order by created_at desc) as n
          from profile_post_likes where post_id in ${ids}
        ) l join users u on u.id = l.user_id
        where l.n <= ${PERSON_LIKES_SHOWN}
        order by l.post_id, l.n`),
      db.execute(sql`
        select c.id, c.post_id, c.message, c.created_at, u.id as author_id, u.slug, u.display_name, u.photo_url
        from (
          select *, row_number() over (partition by post_id order by created_at desc) as n
          from profile_post_comments where post_id in ${ids}
        ) c join users u on u.id = c.author_id
        where c.n <= ${COMMENTS_SHOWN}
        order by c.created_at asc, c.id asc`),
    ]);
    const authorById = new Map(authors.map((author) => [author.id, toPerson(author)]));
    const likesByPost = new Map(likeTotals.map((row) => [row.postId, row]));
    const likersByPost = new Map<string, ProfilePost['personLikes']>();
    for (const row of rawRows<{
      post_id: string;
      id: string;
      slug: string;
      display_name: string;
      photo_url: string | null;
    }>(likers)) {
      const list = likersByPost.get(row.post_id) ?? [];
      list.push({
        id: row.id,
        slug: row.slug,
        displayName: row.display_name,
        photoURL: row.photo_url,
      });
      likersByPost.set(row.post_id, list);
    }
    const commentsByPost = new Map<string, PostComment[]>();
    for (const row of rawRows<{
      id: string;
      post_id: string;
      message: string;
      created_at: string | Date;
      author_id: string;
      slug: string;
      display_name: string;
      photo_url: string | null;
    }>(comments)) {
      const list = commentsByPost.get(row.post_id) ?? [];
      list.push({
        id: row.id,
        author: {
          id: row.author_id,
          slug: row.slug,
          displayName: row.display_name,
          photoURL: row.photo_url,
        },
        message: row.message,
        createdAt: new Date(row.created_at).toISOString(),
      });
      commentsByPost.set(row.post_id, list);
    }
    return rows.map((row) => {
      const likes = likesByPost.get(row.id);
      return {
        id: row.id,
        author: authorById.get(row.authorId) ?? {
          id: row.authorId,
          slug: '',
          displayName: '',
          photoURL: null,
        },
        message: row.message,
        media: row.media,
        createdAt: row.createdAt.toISOString(),
        likeCount: likes?.total ?? 0,
        isLiked: Boolean(likes?.mine),
        personLikes: likersByPost.get(row.id) ?? [],
        comments: commentsByPost.get(row.id) ?? [],
      } satisfies ProfilePost;
    });
  }

  async function postById(postId: string, me: User): Promise<ProfilePost> {
    const [row] = await db.select().from(profilePosts).where(eq(profilePosts.id, postId));
    const [post] = await toPosts(row ? [row] : [], me);
    if (!post) throw notFound(ProfileMessages.postNotFound);
    return post;
  }

  return { toPosts, postById };
}

export type ProfilePostReader = ReturnType<typeof createProfilePostReader>;
