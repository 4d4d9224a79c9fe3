// Reviews: the product page's ratings and newest reviews, paging, one review per user per
// product ("Verified purchase" when they ordered it) and one helpful vote per user per review.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ProductMessages,
  REVIEWS_IN_PRODUCT,
  type Product,
  type Review,
  type ReviewInputSchema,
} from '@keel/contracts/products';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { orderItems, orders } from '@keel/db/schema/orders';
import {
  productReviews,
  products,
  reviewHelpfulVotes,
  type ProductRow,
} from '@keel/db/schema/products';
import type { z } from 'zod';
import { conflict, notFound } from '../../shared/http-error.ts';
import { toProductSummary } from './products.service.ts';

type ReviewRow = typeof productReviews.$inferSelect & { isHelpfulVoted: boolean };

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    comment: row.comment,
    rating: row.rating,
    isPurchased: row.isPurchased,
    helpful: row.helpful,
    isHelpfulVoted: row.isHelpfulVoted,
    postedAt: row.postedAt.toISOString(),
  } satisfies Review;
}

export function createProductReviewsService(db: Database) {
  const votedByUser =
    sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${productReviews.id} and v.user_id = ${sql.placeholder('userId')})`.mapWith(
      Boolean,
    );

  const reviewPage = db
    .select({ review: productReviews, isHelpfulVoted: votedByUser })
    .from(productReviews)
    .where(eq(productReviews.productId, sql.placeholder('productId')))
    .orderBy(desc(productReviews.postedAt), desc(productReviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('product_reviews_page');
  const ratingBuckets = db
    .select({ rating: productReviews.rating, value: count() })
    .from(productReviews)
    .where(eq(productReviews.productId, sql.placeholder('productId')))
    .groupBy(productReviews.rating)
    .prepare('product_reviews_buckets');
  const reviewCount = db
    .select({ value: count() })
    .from(productReviews)
    .where(eq(productReviews.productId, sql.placeholder('productId')))
    .prepare('product_reviews_count');

  async function page(
    productId: string,
    userId: string,
    limit: number,
    offset: number,
  ): Promise<Review[]> {
    const rows = await reviewPage.execute({ productId, userId, limit, offset });
    return rows.map((row) => toReview({ ...row.review, isHelpfulVoted: row.isHelpfulVoted }));
  }

  return {
    /** The full product: summary fields, description, star distribution and newest reviews. */
    async detail(row: ProductRow, userId: string): Promise<Product> {
      const [buckets, reviews] = await Promise.all([
        ratingBuckets.execute({ productId: row.id }),
        page(row.id, userId, REVIEWS_IN_PRODUCT, 0),
      ]);
      const byStars = new Map(buckets.map((bucket) => [bucket.rating, bucket.value]));
      const ratings = [1, 2, 3, 4, 5].map((stars) => ({
        name: `${stars} Star`,
        starCount: stars,
        reviewCount: byStars.get(stars) ?? 0,
      }));
      return {
        ...toProductSummary(row),
        description: row.description,
        ratings,
        reviews,
      } satisfies Product;
    },

    async list(productId: string, userId: string, pageNumber: number, pageSize: number) {
      const [reviews, [total]] = await Promise.all([
        page(productId, userId, pageSize, (pageNumber - 1) * pageSize),
        reviewCount.execute({ productId }),
      ]);
      return { reviews, total: total?.value ?? 0 };
    },

    async create(user: User, input: z.output<typeof ReviewInputSchema>): Promise<void> {
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, input.productId))
          .for('update');
        if (!product) throw notFound('Product');
        const [existing] = await tx
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(
            and(eq(productReviews.productId, input.productId), eq(productReviews.userId, user.id)),
          );
        if (existing) throw conflict(ProductMessages.alreadyReviewed);
        const [bought] = await tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.productId, input.productId), eq(orders.customerId, user.id)))
          .limit(1);
        await tx.insert(productReviews).values({
          productId: input.productId,
          userId: user.id,
          name: user.displayName,
          avatarUrl: user.photoURL,
          comment: input.comment,
          rating: input.rating,
          isPurchased: Boolean(bought),
        });
        await tx
          .update(products)
          .set({
            totalReview: sql`(select count(*) from ${productReviews} where ${productReviews.productId} = ${input.productId})`,
            totalRating: sql`(select round(avg(${productReviews.rating})::numeric, 1) from ${productReviews} where ${productReviews.productId} = ${input.productId})`,
          })
          .where(eq(products.id, input.productId));
      });
    },

    /** Counts the user's vote once; voting again changes nothing. */
    async markHelpful(reviewId: string, userId: string): Promise<Review> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select()
          .from(productReviews)
          .where(eq(productReviews.id, reviewId))
          .for('update');
        if (!review) throw notFound('Review');
        const inserted = await tx
          .insert(reviewHelpfulVotes)
          .values({ reviewId, userId })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return toReview({ ...review, isHelpfulVoted: true });
        const [updated] = await tx
          .update(productReviews)
          .set({ helpful: sql`${productReviews.helpful} + 1` })
          .where(eq(productReviews.id, reviewId))
          .returning();
        return toReview({ ...updated!, isHelpfulVoted: true });
      });
    },
  };
}
