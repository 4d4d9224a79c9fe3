// Counts and mappers shared by profiles and the user cards.
import { sql } from 'drizzle-orm';
import type { Person } from '@keel/contracts/profile';
import type { SocialLinks } from '@keel/contracts/users';
import type { UserProfileRow } from '@keel/db/schema/profiles';
import { users } from '@keel/db/schema/users';

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
