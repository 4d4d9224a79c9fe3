// The profile reads (docs/spec/pages.md#users): a profile with its counts, its posts, who follows it and
// whom it follows, and its gallery, each only where I may see the profile.
import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Follower, GalleryItem, Person, Profile } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import type { SocialLinks } from '@keel/contracts/users';
import { follows, profilePosts, userProfiles, type UserProfileRow } from '@keel/db/schema/profiles';
import { users, type UserRow } from '@keel/db/schema/users';
import { likePattern } from '../../shared/user-slug.ts';
import type { ProfileAccess } from './profile-access.ts';
import type { ProfilePostReader } from './profile-posts.read.ts';

// Counts and mappers shared with the posts reader (profile-posts.read.ts) and, through
// profile.service.ts, with the user cards and account settings.
export const followerCount =
  sql<number>`(select count(*) from follows f where f.followee_id = ${users.id})`.mapWith(Number);
export const followingCount =
  sql<number>`(select count(*) from follows f where f.follower_id = ${users.id})`.mapWith(Number);
export const postCount =
  sql<number>`(select count(*) from profile_posts p where p.author_id = ${users.id})`.mapWith(
    Number,
  );

export const personColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  photoURL: users.photoUrl,
};

export function toPerson(row: Person): Person {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    photoURL: row.photoURL,
  } satisfies Person;
}

export function toSocialLinks(
  row: Pick<
    UserProfileRow,
    'facebookLink' | 'instagramLink' | 'linkedinLink' | 'twitterLink'
  > | null,
): SocialLinks {
  return {
    facebookLink: row?.facebookLink ?? '',
    instagramLink: row?.instagramLink ?? '',
    linkedinLink: row?.linkedinLink ?? '',
    twitterLink: row?.twitterLink ?? '',
  } satisfies SocialLinks;
}

export function createProfileReader(
  app: Pick<FastifyInstance, 'db'>,
  access: ProfileAccess,
  postReader: ProfilePostReader,
) {
  const { db } = app;

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
    // Not `...toUser(row)`: others read a profile, so it names each field it shows. toUser would
    // add the phone, address, access role, plan, status and presence (kept out only by the
    // response schema), and a profile's `role` is the job title, not the access role.
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
    target: access.target,
    profileOf,

    async get(slug: string | undefined, me: User): Promise<Profile> {
      return profileOf(await access.target(slug, me), me);
    },

    async posts(slug: string | undefined, me: User, page: number, pageSize: number) {
      const owner = await access.target(slug, me);
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
      return { posts: await postReader.toPosts(rows, me), total: totals?.total ?? 0 };
    },

    async followers(
      slug: string | undefined,
      me: User,
      page: number,
      pageSize: number,
      q?: string,
    ) {
      const owner = await access.target(slug, me);
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
      const owner = await access.target(slug, me);
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
      const owner = await access.target(slug, me);
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
