// Products, their reviews and the one-per-user helpful votes (docs/spec/pages.md#data-shapes Product, Review; docs/spec/pages.md#e-commerce).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { editVersionColumns } from './edit-version.ts';
import { PRODUCT_CATEGORIES, PRODUCT_GENDERS } from '@keel/contracts/products';
import { money } from './money.ts';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    sku: text('sku').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    images: textList('images'),
    tags: textList('tags'),
    colors: textList('colors'),
    sizes: textList('sizes'),
    price: money('price').notNull(),
    priceSale: money('price_sale'),
    includeTaxes: boolean('include_taxes').notNull().default(true),
    taxes: numeric('taxes', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    gender: text('gender', { enum: PRODUCT_GENDERS }).notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    available: integer('available').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Average rating and review count, kept in step with product_reviews by the review call. */
    totalRating: real('total_rating').notNull().default(0),
    totalReview: integer('total_review').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    // The last line of defence for stock: no order can ever drive it below zero.
    check('products_available_not_negative', sql`${table.available} >= 0`),
    // Concurrent partial updates ({ price } and { priceSale }) can't leave a sale above the price.
    check(
      'products_sale_below_price',
      sql`${table.priceSale} is null or ${table.priceSale} < ${table.price}`,
    ),
    // List sorts end with the id (a stable order): a page's ids come from the index alone
    // (an expression index also needs its column for an index-only scan).
    index('products_created_at_idx').on(table.createdAt, table.id),
    index('products_name_idx').on(sql`lower(${table.name})`, table.id, table.name),
    index('products_price_idx').on(table.price, table.id),
    // The list's search (ILIKE '%text%') through pg_trgm instead of reading every row.
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('products_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('products_code_trgm_idx').using('gin', table.code.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', table.sku.op('gin_trgm_ops')),
    index('products_available_idx').on(table.available),
    index('products_sold_idx').on(table.sold),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    /** The reviewer had ordered the product when writing the review. */
    isPurchased: boolean('is_purchased').notNull().default(false),
    helpful: integer('helpful').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_reviews_product_user_idx').on(table.productId, table.userId),
    index('product_reviews_product_posted_idx').on(table.productId, table.postedAt),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);
