// What deleting users leaves behind (docs/spec/pages.md#users "Deleting": personal data goes, blog posts pass
// to the deleter). Foreign keys cascade or set null on their own; this does the rest: hands the
// posts over and takes the vanished comments, favourites and helpful votes out of the counters
// that other people's posts and reviews keep.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { blogComments, blogFavorites, blogPosts } from '@keel/db/schema/blog';
import { files } from '@keel/db/schema/files';
import { productReviews, reviewHelpfulVotes } from '@keel/db/schema/products';
import { users } from '@keel/db/schema/users';

/** Deletes the users in one transaction; returns the uploads of their files, to free. */
export async function removeUsers(db: Database, deleterId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const uploads = await tx
      .select({ uploadId: files.uploadId })
      .from(files)
      .where(and(inArray(files.ownerId, ids), isNotNull(files.uploadId)));

    // Their comments go, and with them the replies hanging off them (one level deep).
    const theirComments = tx
      .select({ id: blogComments.id })
      .from(blogComments)
      .where(inArray(blogComments.authorId, ids));
    const lostComments = await tx
      .select({ postId: blogComments.postId, lost: sql<number>`count(*)::int` })
      .from(blogComments)
      .where(or(inArray(blogComments.authorId, ids), inArray(blogComments.parentId, theirComments)))
      .groupBy(blogComments.postId);
    const lostFavourites = await tx
      .select({ postId: blogFavorites.postId, lost: sql<number>`count(*)::int` })
      .from(blogFavorites)
      .where(inArray(blogFavorites.userId, ids))
      .groupBy(blogFavorites.postId);
    const lostVotes = await tx
      .select({ reviewId: reviewHelpfulVotes.reviewId, lost: sql<number>`count(*)::int` })
      .from(reviewHelpfulVotes)
      .where(inArray(reviewHelpfulVotes.userId, ids))
      .groupBy(reviewHelpfulVotes.reviewId);

    await tx
      .update(blogPosts)
      .set({ authorId: deleterId, updatedAt: new Date() })
      .where(inArray(blogPosts.authorId, ids));
    await tx.delete(users).where(inArray(users.id, ids));

    for (const { postId, lost } of lostComments) {
      await tx
        .update(blogPosts)
        .set({ commentCount: sql`greatest(${blogPosts.commentCount} - ${lost}, 0)` })
        .where(eq(blogPosts.id, postId));
    }
    for (const { postId, lost } of lostFavourites) {
      await tx
        .update(blogPosts)
        .set({ favoriteCount: sql`greatest(${blogPosts.favoriteCount} - ${lost}, 0)` })
        .where(eq(blogPosts.id, postId));
    }
    for (const { reviewId, lost } of lostVotes) {
      await tx
        .update(productReviews)
        .set({ helpful: sql`greatest(${productReviews.helpful} - ${lost}, 0)` })
        .where(eq(productReviews.id, reviewId));
    }
    return uploads.map((row) => row.uploadId!);
  });
}
