// Profiles, follows and profile posts. A private profile (isPublic off) is visible to its owner
// only: everyone else gets 404, for the profile, its posts, people and gallery alike.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ProfileMessages,
  type Follower,
  type GalleryItem,
  type PostComment,
  type Profile,
  type ProfilePost,
} from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import {
  follows,
  profilePostComments,
  profilePostLikes,
  profilePosts,
  userProfiles,
  type ProfilePostRow,
} from '@keel/db/schema/profiles';
import { users, type UserRow } from '@keel/db/schema/users';
import { badRequest, notFound } from '../../shared/http-error.ts';
import { rawRows } from '../../shared/raw-rows.ts';
import { likePattern } from '../../shared/user-slug.ts';
import {
  followerCount,
  followingCount,
  personColumns,
  postCount,
  toPerson,
  toSocialLinks,
} from './profile-queries.ts';

const PERSON_LIKES_SHOWN = 10;
const COMMENTS_SHOWN = 100;

export function createProfileService(app: Pick<FastifyInstance, 'db'>) {
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

  /** The profile's owner named by `slug` (default: me), or 404 when I may not see it. */
  async function target(slug: string | undefined, me: User): Promise<UserRow> {
    const [row] = slug ? await userBySlug.execute({ slug }) : await userById.execute({ id: me.id });
    if (!row || !visibleTo(row, me)) throw notFound('Profile');
    return row;
  }

  async function visibleUser(userId: string, me: User): Promise<UserRow> {
    const [row] = await userById.execute({ id: userId });
    if (!row || !visibleTo(row, me)) throw notFound('Profile');
    return row;
  }

  async function profileOf(row: UserRow, me: User): Promise<Profile> {
    const [extra] = await db
      .select({
        follower: followerCount,
        following: followingCount,
        totalPosts: postCount,
        isFollowed: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${me.id} and f.followee_id = ${users.id})`,
        coverUrl: userProfiles.coverUrl,
        school: userProfiles.school,
        facebookLink: userProfiles.facebookLink,
        instagramLink: userProfiles.instagramLink,
        linkedinLink: userProfiles.linkedinLink,
        twitterLink: userProfiles.twitterLink,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, row.id));
    return {
      id: row.id,
      slug: row.slug,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: row.displayName,
      email: row.email,
      photoURL: row.photoUrl,
      coverUrl: extra?.coverUrl ?? null,
      country: row.country,
      city: row.city,
      company: row.company,
      role: row.jobTitle,
      about: row.about,
      school: extra?.school ?? '',
      isPublic: row.isPublic,
      createdAt: row.createdAt.toISOString(),
      follower: extra?.follower ?? 0,
      following: extra?.following ?? 0,
      totalPosts: extra?.totalPosts ?? 0,
      isFollowed: Boolean(extra?.isFollowed),
      socialLinks: toSocialLinks({
        facebookLink: extra?.facebookLink ?? '',
        instagramLink: extra?.instagramLink ?? '',
        linkedinLink: extra?.linkedinLink ?? '',
        twitterLink: extra?.twitterLink ?? '',
      }),
    } satisfies Profile;
  }

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

  async function visiblePost(postId: string, me: User): Promise<ProfilePostRow> {
    const [row] = await db
      .select({ post: profilePosts, author: users })
      .from(profilePosts)
      .innerJoin(users, eq(users.id, profilePosts.authorId))
      .where(eq(profilePosts.id, postId));
    if (!row || !visibleTo(row.author, me)) throw notFound(ProfileMessages.postNotFound);
    return row.post;
  }

  async function postById(postId: string, me: User): Promise<ProfilePost> {
    const [row] = await db.select().from(profilePosts).where(eq(profilePosts.id, postId));
    const [post] = await toPosts(row ? [row] : [], me);
    if (!post) throw notFound(ProfileMessages.postNotFound);
    return post;
  }

  /** People with "isFollowed" from my point of view. */
  async function people(
    where: SQL,
    join: 'followers' | 'friends',
    me: User,
    page: number,
    pageSize: number,
    q?: string,
  ) {
    const personIdColumn = join === 'followers' ? follows.followerId : follows.followeeId;
    const conditions = q ? and(where, ilike(users.displayName, likePattern(q))) : where;
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          ...personColumns,
          country: users.country,
          role: users.jobTitle,
          isFollowed: sql<boolean>`exists (select 1 from follows m where m.follower_id = ${me.id} and m.followee_id = ${users.id})`,
        })
        .from(follows)
        .innerJoin(users, eq(users.id, personIdColumn))
        .where(conditions)
        .orderBy(desc(follows.createdAt), asc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ total: count() })
        .from(follows)
        .innerJoin(users, eq(users.id, personIdColumn))
        .where(conditions),
    ]);
    const list = rows.map(
      (row) =>
        ({
          id: row.id,
          slug: row.slug,
          displayName: row.displayName,
          photoURL: row.photoURL,
          country: row.country,
          role: row.role,
          isFollowed: Boolean(row.isFollowed),
        }) satisfies Follower,
    );
    return { list, total: totals?.total ?? 0 };
  }

  return {
    target,
    profileOf,

    async get(slug: string | undefined, me: User): Promise<Profile> {
      return profileOf(await target(slug, me), me);
    },

    async posts(slug: string | undefined, me: User, page: number, pageSize: number) {
      const owner = await target(slug, me);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(profilePosts)
          .where(eq(profilePosts.authorId, owner.id))
          .orderBy(desc(profilePosts.createdAt), desc(profilePosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(profilePosts).where(eq(profilePosts.authorId, owner.id)),
      ]);
      return { posts: await toPosts(rows, me), total: totals?.total ?? 0 };
    },

    async createPost(
      me: User,
      input: { message: string; media: string | null },
    ): Promise<ProfilePost> {
      const [row] = await db
        .insert(profilePosts)
        .values({ authorId: me.id, message: input.message, media: input.media })
        .returning();
      const [post] = await toPosts([row!], me);
      return post!;
    },

    async like(me: User, postId: string, liked: boolean): Promise<ProfilePost> {
      await visiblePost(postId, me);
      if (liked) {
        await db.insert(profilePostLikes).values({ postId, userId: me.id }).onConflictDoNothing();
      } else {
        await db
          .delete(profilePostLikes)
          .where(and(eq(profilePostLikes.postId, postId), eq(profilePostLikes.userId, me.id)));
      }
      return postById(postId, me);
    },

    async comment(me: User, postId: string, message: string): Promise<ProfilePost> {
      await visiblePost(postId, me);
      await db.insert(profilePostComments).values({ postId, authorId: me.id, message });
      return postById(postId, me);
    },

    async follow(me: User, userId: string, follow: boolean): Promise<Profile> {
      if (userId === me.id) throw badRequest(ProfileMessages.cannotFollowSelf);
      const other = await visibleUser(userId, me);
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
      return profileOf(other, me);
    },

    async followers(
      slug: string | undefined,
      me: User,
      page: number,
      pageSize: number,
      q?: string,
    ) {
      const owner = await target(slug, me);
      const { list, total } = await people(
        eq(follows.followeeId, owner.id),
        'followers',
        me,
        page,
        pageSize,
        q,
      );
      return { followers: list, total };
    },

    async friends(slug: string | undefined, me: User, page: number, pageSize: number, q?: string) {
      const owner = await target(slug, me);
      const { list, total } = await people(
        eq(follows.followerId, owner.id),
        'friends',
        me,
        page,
        pageSize,
        q,
      );
      return { friends: list, total };
    },

    async gallery(slug: string | undefined, me: User, page: number, pageSize: number) {
      const owner = await target(slug, me);
      const where = and(eq(profilePosts.authorId, owner.id), isNotNull(profilePosts.media));
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(profilePosts)
          .where(where)
          .orderBy(desc(profilePosts.createdAt), desc(profilePosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(profilePosts).where(where),
      ]);
      const gallery = rows.map(
        (row) =>
          ({
            id: row.id,
            title: row.message.length > 60 ? `${row.message.slice(0, 57)}…` : row.message,
            imageUrl: row.media!,
            postAt: row.createdAt.toISOString(),
          }) satisfies GalleryItem,
      );
      return { gallery, total: totals?.total ?? 0 };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
