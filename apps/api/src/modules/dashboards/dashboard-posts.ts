// Latest published posts as small cards (app carousel, analytics news).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { blogPosts } from '@keel/db/schema/blog';
import { users } from '@keel/db/schema/users';

export async function latestPostCards(db: Database, limit: number) {
  const rows = await db
    .select({ post: blogPosts, author: users.displayName })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.publish, true))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
  return rows.map(({ post, author }) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    cover: post.cover,
    createdAt: (post.publishedAt ?? post.createdAt).toISOString(),
    author,
  }));
}
