// ~200 orders over the last 18 months (more of them recently), priced from the catalogue, each
// billed to its customer's home address. Order numbers follow the dates.
import { count, sql } from 'drizzle-orm';
import type { Address } from '@keel/contracts/addresses';
import { addresses } from '../schema/addresses.ts';
import { orderItems, orders } from '../schema/orders.ts';
import { products } from '../schema/products.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';

export const SEEDED_ORDER_COUNT = 200;
const DAY = 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;

export const ordersSeeder: Seeder = {
  name: 'orders',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(orders);
    if ((existing?.value ?? 0) > 0) return;
    const catalogue = await db.select().from(products).orderBy(products.createdAt);
    const people = await db.select().from(users).orderBy(users.createdAt);
    const book = await db.select().from(addresses);
    if (catalogue.length === 0 || people.length === 0) return;
    const homeOf = new Map(book.filter((row) => row.isDefault).map((row) => [row.userId, row]));
    const demo = people.filter(
      (user) => user.email === DEMO_ADMIN_EMAIL || user.email === DEMO_MEMBER_EMAIL,
    );

    const planned = Array.from({ length: SEEDED_ORDER_COUNT }, (_, index) => {
      // sqrt skews towards recent dates: the shop grows.
      const daysAgo = Math.floor(540 * (1 - Math.sqrt(faker.number.float({ min: 0, max: 1 }))));
      const customer =
        index % 12 === 0 && demo.length > 0
          ? demo[index % demo.length]!
          : faker.helpers.arrayElement(people);
      return { daysAgo, customer };
    }).sort((a, b) => b.daysAgo - a.daysAgo);

    const orderRows: (typeof orders.$inferInsert)[] = [];
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    const soldBy = new Map<string, number>();
    for (const { daysAgo, customer } of planned) {
      const id = faker.string.uuid();
      const createdAt = new Date(
        now.getTime() - daysAgo * DAY - faker.number.int({ min: 0, max: DAY - 1 }),
      );
      const picks = faker.helpers.arrayElements(catalogue, { min: 1, max: 3 });
      let subtotal = 0;
      picks.forEach((product, position) => {
        const quantity = faker.number.int({ min: 1, max: 3 });
        const price = product.priceSale ?? product.price;
        const lineTotal = cents(price * quantity);
        subtotal += lineTotal;
        soldBy.set(product.id, (soldBy.get(product.id) ?? 0) + quantity);
        itemRows.push({
          orderId: id,
          productId: product.id,
          position,
          name: product.name,
          cover: product.images[0] ?? '',
          price,
          quantity,
          color: product.colors.length > 0 ? faker.helpers.arrayElement(product.colors) : '',
          size: product.sizes.length > 0 ? faker.helpers.arrayElement(product.sizes) : '',
          subtotal: lineTotal,
        });
      });
      subtotal = cents(subtotal);
      const discount = subtotal > 20 && faker.datatype.boolean(0.15) ? 5 : 0;
      const delivery = faker.datatype.boolean(0.3) ? 'fast' : 'standard';
      const shipping = delivery === 'fast' ? 2 : 0;
      const home = homeOf.get(customer.id);
      const billing: Address = {
        id: home?.id ?? faker.string.uuid(),
        receiver: home?.receiver ?? customer.displayName,
        phoneNumber: home?.phoneNumber ?? customer.phoneNumber,
        address: home?.address ?? customer.address,
        city: home?.city ?? customer.city,
        state: home?.state ?? customer.state,
        country: home?.country ?? customer.country,
        zipCode: home?.zipCode ?? customer.zipCode,
        addressType: home?.addressType ?? 'Home',
        isDefault: true,
      };
      const payment = faker.helpers.weightedArrayElement([
        { value: 'credit_card' as const, weight: 5 },
        { value: 'paypal' as const, weight: 3 },
        { value: 'cash' as const, weight: 2 },
      ]);
      const status =
        daysAgo < 5
          ? 'pending'
          : faker.helpers.weightedArrayElement([
              { value: 'completed' as const, weight: 17 },
              { value: 'cancelled' as const, weight: 2 },
              { value: 'refunded' as const, weight: 1 },
            ]);
      orderRows.push({
        id,
        customerId: customer.id,
        customerName: customer.displayName,
        customerEmail: customer.email,
        customerAvatarUrl: customer.photoUrl,
        subtotal,
        discount,
        shipping,
        total: cents(subtotal - discount + shipping),
        billing,
        delivery,
        payment,
        cardLabel: payment === 'credit_card' ? `visa •••• ${faker.string.numeric(4)}` : null,
        status,
        createdAt,
      });
    }
    // In date order, so the identity column numbers them chronologically.
    for (let start = 0; start < orderRows.length; start += 100) {
      await db.insert(orders).values(orderRows.slice(start, start + 100));
    }
    for (let start = 0; start < itemRows.length; start += 200) {
      await db.insert(orderItems).values(itemRows.slice(start, start + 200));
    }
    // Units in seeded orders count as sold, on top of each product's earlier sales.
    const sold = [...soldBy].map(
      ([productId, quantity]) => sql`(${productId}::uuid, ${quantity}::int)`,
    );
    if (sold.length > 0) {
      await db.execute(
        sql`update products set sold = products.sold + v.quantity from (values ${sql.join(sold, sql`, `)}) as v(id, quantity) where products.id = v.id`,
      );
    }
  },
};
