// ~30 blog posts (most published, a few drafts) over 18 months, with threaded comments,
// favourites and shares. Covers are the small images bundled with the web app.
import { count, eq } from 'drizzle-orm';
import { slugify } from '@keel/contracts/slug';
import {
  blogComments,
  blogFavorites,
  blogPosts,
  blogShares,
  type NewBlogPostRow,
} from '../schema/blog.ts';
import { users } from '../schema/users.ts';
import {
  BLOG_COMMENTS,
  BLOG_HEADINGS,
  BLOG_PARAGRAPHS,
  BLOG_POINTS,
  BLOG_POSTS,
  BLOG_REPLIES,
} from './blog-content.ts';
import type { Seeder } from './seed-context.ts';

export const BLOG_COVER_COUNT = 12;
export const blogCoverUrl = (index: number) =>
  `/assets/blog/cover-${String((index % BLOG_COVER_COUNT) + 1).padStart(2, '0')}.webp`;

const TAGS = [
  'Product',
  'Engineering',
  'Design',
  'Guides',
  'Performance',
  'Security',
  'Teams',
  'Releases',
  'Accessibility',
  'Data',
];

function bodyHtml(paragraphs: string[], heading: string, bullets: string[]): string {
  const [first = '', ...rest] = paragraphs;
  return [
    `<p>${first}</p>`,
    `<h3>${heading}</h3>`,
    `<ul>${bullets.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    ...rest.map((text) => `<p>${text}</p>`),
    `<blockquote><p>${bullets[0] ?? first}</p></blockquote>`,
  ].join('\n');
}

export const blogSeeder: Seeder = {
  name: 'blog',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(blogPosts);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(users.createdAt);
    if (people.length === 0) return;
    const authors = people.slice(0, 12);
    const day = 86_400_000;

    const posts: NewBlogPostRow[] = BLOG_POSTS.map(([title, description], index) => {
      // Spread over ~18 months, oldest first; every sixth post is a draft.
      const createdAt = new Date(
        now.getTime() -
          Math.round(((BLOG_POSTS.length - index) / BLOG_POSTS.length) * 540 * day) +
          faker.number.int({ min: 0, max: day }),
      );
      const publish = index % 6 !== 5;
      const tags = faker.helpers.arrayElements(TAGS, { min: 2, max: 4 });
      return {
        slug: slugify(title),
        title,
        description,
        cover: blogCoverUrl(index),
        body: bodyHtml(
          faker.helpers.arrayElements(BLOG_PARAGRAPHS, 5),
          faker.helpers.arrayElement(BLOG_HEADINGS),
          faker.helpers.arrayElements(BLOG_POINTS, 3),
        ),
        tags,
        publish,
        allowComments: index % 9 !== 8,
        metaTitle: title,
        metaDescription: description,
        metaKeywords: tags.map((tag) => tag.toLowerCase()),
        authorId: authors[index % authors.length]!.id,
        viewCount: publish ? faker.number.int({ min: 120, max: 9000 }) : 0,
        publishedAt: publish ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await db.insert(blogPosts).values(posts).returning({
      id: blogPosts.id,
      publish: blogPosts.publish,
      createdAt: blogPosts.createdAt,
      allowComments: blogPosts.allowComments,
    });

    const comments: (typeof blogComments.$inferInsert)[] = [];
    const replies: { rootIndex: number; row: typeof blogComments.$inferInsert }[] = [];
    const favorites: (typeof blogFavorites.$inferInsert)[] = [];
    const shares: (typeof blogShares.$inferInsert)[] = [];
    const counters = new Map<string, { comment: number; favorite: number; share: number }>();
    for (const post of inserted) {
      const tally = { comment: 0, favorite: 0, share: 0 };
      counters.set(post.id, tally);
      if (!post.publish) continue;
      const age = now.getTime() - post.createdAt.getTime();
      const at = () =>
        new Date(post.createdAt.getTime() + faker.number.int({ min: 1, max: Math.max(2, age) }));
      if (post.allowComments) {
        for (let c = 0; c < faker.number.int({ min: 2, max: 6 }); c += 1) {
          const author = faker.helpers.arrayElement(people);
          const rootIndex = comments.length;
          const postedAt = at();
          comments.push({
            postId: post.id,
            authorId: author.id,
            message: faker.helpers.arrayElement(BLOG_COMMENTS),
            createdAt: postedAt,
          });
          tally.comment += 1;
          for (let r = 0; r < faker.number.int({ min: 0, max: 2 }); r += 1) {
            const replier = faker.helpers.arrayElement(people);
            replies.push({
              rootIndex,
              row: {
                postId: post.id,
                authorId: replier.id,
                tagUserId: author.id,
                message: faker.helpers.arrayElement(BLOG_REPLIES),
                createdAt: new Date(
                  Math.min(
                    now.getTime(),
                    postedAt.getTime() + faker.number.int({ min: 60_000, max: 3 * day }),
                  ),
                ),
              },
            });
            tally.comment += 1;
          }
        }
      }
      for (const fan of faker.helpers.arrayElements(people, { min: 3, max: 20 })) {
        favorites.push({ postId: post.id, userId: fan.id, createdAt: at() });
        tally.favorite += 1;
      }
      for (let s = 0; s < faker.number.int({ min: 0, max: 12 }); s += 1) {
        shares.push({
          postId: post.id,
          userId: faker.helpers.arrayElement(people).id,
          createdAt: at(),
        });
        tally.share += 1;
      }
    }

    const roots =
      comments.length > 0
        ? await db.insert(blogComments).values(comments).returning({ id: blogComments.id })
        : [];
    const replyRows = replies.map(({ rootIndex, row }) => ({
      ...row,
      parentId: roots[rootIndex]!.id,
    }));
    if (replyRows.length > 0) await db.insert(blogComments).values(replyRows);
    if (favorites.length > 0) await db.insert(blogFavorites).values(favorites);
    if (shares.length > 0) await db.insert(blogShares).values(shares);
    for (const [postId, tally] of counters) {
      if (tally.comment + tally.favorite + tally.share === 0) continue;
      await db
        .update(blogPosts)
        .set({
          commentCount: tally.comment,
          favoriteCount: tally.favorite,
          shareCount: tally.share,
        })
        .where(eq(blogPosts.id, postId));
    }
  },
};
