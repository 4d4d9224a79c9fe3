// Threaded comments: top-level comments newest first, 10 a page, each with its replies in order.
// A reply to a reply joins the same thread and tags the person it answers.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BlogMessages, type BlogComment, type BlogReply } from '@keel/contracts/blog';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { blogComments, blogPosts } from '@keel/db/schema/blog';
import { users } from '@keel/db/schema/users';
import { badRequest, notFound } from '../../shared/http-error.ts';
import { toPerson, type BlogService } from './blog.service.ts';

interface NewComment {
  postId: string;
  message: string;
  parentId?: string;
  tagUserId?: string;
}

export function createBlogCommentService(db: Database, posts: BlogService) {
  const tagged = alias(users, 'tagged');
  const rootPage = db
    .select({ comment: blogComments, name: users.displayName, avatar: users.photoUrl })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .where(and(eq(blogComments.postId, sql.placeholder('postId')), isNull(blogComments.parentId)))
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('blog_comment_roots');
  const rootCount = db
    .select({ value: count() })
    .from(blogComments)
    .where(and(eq(blogComments.postId, sql.placeholder('postId')), isNull(blogComments.parentId)))
    .prepare('blog_comment_root_count');

  async function threads(
    rows: Awaited<ReturnType<typeof rootPage.execute>>,
  ): Promise<BlogComment[]> {
    const ids = rows.map((row) => row.comment.id);
    if (ids.length === 0) return [];
    const replies = await db
      .select({
        comment: blogComments,
        name: users.displayName,
        avatar: users.photoUrl,
        tagName: tagged.displayName,
        tagAvatar: tagged.photoUrl,
      })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.authorId))
      .leftJoin(tagged, eq(tagged.id, blogComments.tagUserId))
      .where(inArray(blogComments.parentId, ids))
      .orderBy(asc(blogComments.createdAt));
    return rows.map((row) => ({
      id: row.comment.id,
      author: toPerson(row.comment.authorId, row.name, row.avatar),
      message: row.comment.message,
      postedAt: row.comment.createdAt.toISOString(),
      replyComment: replies
        .filter((reply) => reply.comment.parentId === row.comment.id)
        .map(
          (reply) =>
            ({
              id: reply.comment.id,
              author: toPerson(reply.comment.authorId, reply.name, reply.avatar),
              message: reply.comment.message,
              postedAt: reply.comment.createdAt.toISOString(),
              tagUser:
                reply.comment.tagUserId && reply.tagName
                  ? toPerson(reply.comment.tagUserId, reply.tagName, reply.tagAvatar)
                  : null,
            }) satisfies BlogReply,
        ),
    })) satisfies BlogComment[];
  }

  return {
    async list(postId: string, page: number, pageSize: number, viewer: User | undefined) {
      await posts.assertVisible(postId, viewer);
      const [rows, [total]] = await Promise.all([
        rootPage.execute({ postId, limit: pageSize, offset: (page - 1) * pageSize }),
        rootCount.execute({ postId }),
      ]);
      return { comments: await threads(rows), total: total?.value ?? 0 };
    },

    async create(
      input: NewComment,
      author: User,
    ): Promise<{ comment: BlogComment; count: number }> {
      const post = await posts.assertVisible(input.postId, author);
      if (!post.allowComments) throw badRequest(BlogMessages.commentsClosed);
      let rootId: string | null = null;
      let tagUserId = input.tagUserId ?? null;
      if (input.parentId) {
        const [parent] = await db
          .select({
            id: blogComments.id,
            parentId: blogComments.parentId,
            authorId: blogComments.authorId,
          })
          .from(blogComments)
          .where(and(eq(blogComments.id, input.parentId), eq(blogComments.postId, input.postId)));
        if (!parent) throw notFound('Comment');
        rootId = parent.parentId ?? parent.id;
        tagUserId ??= parent.authorId;
      }
      if (tagUserId) {
        const [exists] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, tagUserId));
        if (!exists)
          throw badRequest('Tagged user not found', { tagUserId: 'Tagged user not found' });
      }
      const { id, total } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogComments)
          .values({
            postId: input.postId,
            parentId: rootId,
            authorId: author.id,
            tagUserId,
            message: input.message,
          })
          .returning({ id: blogComments.id });
        const [updated] = await tx
          .update(blogPosts)
          .set({ commentCount: sql`${blogPosts.commentCount} + 1` })
          .where(eq(blogPosts.id, input.postId))
          .returning({ total: blogPosts.commentCount });
        return { id: row!.id, total: updated!.total };
      });
      const [root] = await db
        .select({ comment: blogComments, name: users.displayName, avatar: users.photoUrl })
        .from(blogComments)
        .innerJoin(users, eq(users.id, blogComments.authorId))
        .where(eq(blogComments.id, rootId ?? id));
      const [thread] = await threads([root!]);
      return { comment: thread!, count: total };
    },
  };
}
