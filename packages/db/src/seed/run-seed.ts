// Fills an empty database with demo data. A feature adds its seeder to the list, in
// dependency order (a seeder may read rows an earlier one wrote).
import { en, Faker } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import type { Database } from '../client.ts';
import { uploadsRoot, writeContent } from '../content-store.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';
import { billingSeeder } from './billing.seed.ts';
import { bankingSeeder } from './banking.seed.ts';
import { blogSeeder } from './blog.seed.ts';
import { bookingsSeeder } from './bookings.seed.ts';
import { calendarSeeder } from './calendar.seed.ts';
import { chatSeeder } from './chat.seed.ts';
import { filesSeeder } from './files.seed.ts';
import { kanbanSeeder } from './kanban.seed.ts';
import { addressesSeeder } from './addresses.seed.ts';
import { mailSeeder } from './mail.seed.ts';
import { invoicesSeeder } from './invoices.seed.ts';
import { notificationsSeeder } from './notifications.seed.ts';
import { ordersSeeder } from './orders.seed.ts';
import { productReviewsSeeder } from './product-reviews.seed.ts';
import { productsSeeder } from './products.seed.ts';
import { profilesSeeder } from './profiles.seed.ts';
import { usersSeeder } from './users.seed.ts';

const seeders: Seeder[] = [
  usersSeeder,
  notificationsSeeder,
  kanbanSeeder,
  calendarSeeder,
  productsSeeder,
  addressesSeeder,
  ordersSeeder,
  productReviewsSeeder,
  invoicesSeeder,
  mailSeeder,
  chatSeeder,
  profilesSeeder,
  billingSeeder,
  filesSeeder,
  blogSeeder,
  bankingSeeder,
  bookingsSeeder,
];

export const FAKER_SEED = 20_261_122;

/** Seeded images and files go through `storeContent`: by default under `dataDir` (the API's DATA_DIR). */
export async function seedDatabase(
  db: Database,
  now = new Date(),
  dataDir = './data',
  storeContent = (data: Buffer) => writeContent(uploadsRoot(dataDir), data),
): Promise<void> {
  const demoPasswordHash = await hash(DEMO_PASSWORD);
  for (const seeder of seeders) {
    // Each seeder gets its own faker stream so adding one never reshuffles the others.
    const faker = new Faker({ locale: [en] });
    faker.seed(FAKER_SEED + seeder.name.length * 7919 + seeder.name.charCodeAt(0));
    faker.setDefaultRefDate(now);
    await seeder.run({ db, faker, now, demoPasswordHash, storeContent });
  }
}
