// Avatars for every user, profiles (cover, school, social links), follows, and profile posts
// with photos, likes and comments; the demo accounts get the busiest pages.
import { asc, count, eq } from 'drizzle-orm';
import {
  follows,
  profilePostComments,
  profilePostLikes,
  profilePosts,
  userProfiles,
} from '../schema/profiles.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import { POST_COMMENTS, PROFILE_POSTS } from './people-texts.ts';
import type { Seeder } from './seed-context.ts';
import { storeImages } from './seed-images.ts';

const DAY = 86_400_000;

export const profilesSeeder: Seeder = {
  name: 'profiles',
  async run(context) {
    const { db, faker, now } = context;
    const [existing] = await db.select({ value: count() }).from(userProfiles);
    if ((existing?.value ?? 0) > 0) return;
    // Oldest first, so the two demo accounts come first and get the first pictures.
    const people = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
    if (people.length === 0) return;
    const isDemo = (email: string) => email === DEMO_ADMIN_EMAIL || email === DEMO_MEMBER_EMAIL;

    const [avatars, covers, photos] = [
      await storeImages(context, 'avatars'),
      await storeImages(context, 'covers'),
      await storeImages(context, 'photos'),
    ];
    for (const [index, person] of people.entries()) {
      await db
        .update(users)
        .set({ photoUrl: avatars[index % avatars.length] })
        .where(eq(users.id, person.id));
    }

    const handle = (name: string) => faker.helpers.slugify(name).toLowerCase().replace(/-/g, '');
    await db.insert(userProfiles).values(
      people.map((person, index) => {
        const social = isDemo(person.email) || faker.datatype.boolean(0.7);
        const name = handle(person.displayName);
        return {
          userId: person.id,
          coverUrl: covers[index % covers.length],
          school: faker.helpers.arrayElement([
            'Stanford University',
            'University of Oxford',
            'ETH Zürich',
            'Trinity College Dublin',
            'MIT',
            'Sorbonne Université',
            'University of Tokyo',
            'TU Delft',
          ]),
          facebookLink: social ? `https://www.facebook.com/${name}` : '',
          instagramLink: social ? `https://www.instagram.com/${name}` : '',
          linkedinLink: social ? `https://www.linkedin.com/in/${name}` : '',
          twitterLink: social && faker.datatype.boolean(0.6) ? `https://x.com/${name}` : '',
        };
      }),
    );

    // Follows: everyone follows a handful; many follow the demo accounts.
    const pairs = new Map<string, { followerId: string; followeeId: string; createdAt: Date }>();
    const addFollow = (followerId: string, followeeId: string) => {
      if (followerId === followeeId) return;
      pairs.set(`${followerId}>${followeeId}`, {
        followerId,
        followeeId,
        createdAt: faker.date.recent({ days: 300, refDate: now }),
      });
    };
    for (const person of people) {
      const count = isDemo(person.email) ? 14 : faker.number.int({ min: 3, max: 12 });
      for (const other of faker.helpers.arrayElements(people, count))
        addFollow(person.id, other.id);
    }
    for (const demo of people.filter((person) => isDemo(person.email))) {
      for (const other of faker.helpers.arrayElements(people, 24)) addFollow(other.id, demo.id);
    }
    await db.insert(follows).values([...pairs.values()]);

    // Posts, a third with a photo, liked and commented on by others.
    const posts = people.flatMap((person) =>
      Array.from(
        { length: isDemo(person.email) ? 8 : faker.number.int({ min: 1, max: 4 }) },
        () => ({
          authorId: person.id,
          message: faker.helpers.arrayElement(PROFILE_POSTS),
          media: faker.datatype.boolean(0.4) ? faker.helpers.arrayElement(photos) : null,
          createdAt: new Date(
            now.getTime() -
              faker.number.int({ min: 1, max: 240 }) * DAY -
              faker.number.int({ min: 0, max: DAY }),
          ),
        }),
      ),
    );
    const inserted = await db
      .insert(profilePosts)
      .values(posts)
      .returning({ id: profilePosts.id, createdAt: profilePosts.createdAt });
    const likes: { postId: string; userId: string; createdAt: Date }[] = [];
    const comments: { postId: string; authorId: string; message: string; createdAt: Date }[] = [];
    for (const post of inserted) {
      const after = (offsetDays: number) =>
        new Date(Math.min(now.getTime(), post.createdAt.getTime() + offsetDays * DAY));
      for (const liker of faker.helpers.arrayElements(
        people,
        faker.number.int({ min: 0, max: 14 }),
      )) {
        likes.push({
          postId: post.id,
          userId: liker.id,
          createdAt: after(faker.number.float({ min: 0, max: 5 })),
        });
      }
      for (const author of faker.helpers.arrayElements(
        people,
        faker.number.int({ min: 0, max: 4 }),
      )) {
        comments.push({
          postId: post.id,
          authorId: author.id,
          message: faker.helpers.arrayElement(POST_COMMENTS),
          createdAt: after(faker.number.float({ min: 0, max: 6 })),
        });
      }
    }
    if (likes.length > 0) await db.insert(profilePostLikes).values(likes);
    if (comments.length > 0) await db.insert(profilePostComments).values(comments);
  },
};
