// Reviews for most products (mostly good ones), "verified purchase" when the reviewer really
// ordered the product, and the products' average rating and count to match.
import { count, eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../schema/orders.ts';
import { productReviews, products } from '../schema/products.ts';
import { users } from '../schema/users.ts';
import type { Seeder } from './seed-context.ts';

const COMMENTS = [
  'Fits perfectly and feels great after a full day.',
  'Great quality for the price. Would buy again.',
  'The colour is exactly like the pictures.',
  'Shipping was quick and the packaging was nice.',
  'Runs a little small, order half a size up.',
  'Comfortable and light, my new favourite.',
  'Good, but the stitching could be better.',
  'Looks even better in person.',
  'Bought it as a gift and they loved it.',
  'Solid everyday piece, no complaints.',
];

export const productReviewsSeeder: Seeder = {
  name: 'product-reviews',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(productReviews);
    if ((existing?.value ?? 0) > 0) return;
    const catalogue = await db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products);
    const people = await db
      .select()
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(users.createdAt);
    const bought = await db
      .selectDistinct({ productId: orderItems.productId, userId: orders.customerId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    const purchased = new Set(bought.map((row) => `${row.productId}|${row.userId}`));

    const rows: (typeof productReviews.$inferInsert)[] = [];
    for (const product of catalogue) {
      const reviewers = faker.helpers.arrayElements(people, { min: 0, max: 9 });
      for (const reviewer of reviewers) {
        const since = Math.max(product.createdAt.getTime(), now.getTime() - 500 * 86_400_000);
        rows.push({
          productId: product.id,
          userId: reviewer.id,
          name: reviewer.displayName,
          avatarUrl: reviewer.photoUrl,
          comment: faker.helpers.arrayElement(COMMENTS),
          rating: faker.helpers.weightedArrayElement([
            { value: 5, weight: 5 },
            { value: 4, weight: 4 },
            { value: 3, weight: 2 },
            { value: 2, weight: 1 },
            { value: 1, weight: 1 },
          ]),
          isPurchased: purchased.has(`${product.id}|${reviewer.id}`),
          helpful: faker.number.int({ min: 0, max: 40 }),
          postedAt: new Date(faker.number.int({ min: since, max: now.getTime() })),
        });
      }
    }
    if (rows.length > 0) await db.insert(productReviews).values(rows);
    await db.execute(sql`
      update products set
        total_review = coalesce((select count(*) from product_reviews r where r.product_id = products.id), 0),
        total_rating = coalesce((select round(avg(r.rating)::numeric, 1) from product_reviews r where r.product_id = products.id), 0)`);
  },
};
