// Address books and saved cards: a few for each demo account, one home address for everybody
// else (the billing address of their seeded orders).
import { count } from 'drizzle-orm';
import { addresses, paymentCards } from '../schema/addresses.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';

export const addressesSeeder: Seeder = {
  name: 'addresses',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(addresses);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db.select().from(users).orderBy(users.createdAt);
    const addressRows: (typeof addresses.$inferInsert)[] = [];
    const cardRows: (typeof paymentCards.$inferInsert)[] = [];
    for (const user of people) {
      const isDemo = user.email === DEMO_ADMIN_EMAIL || user.email === DEMO_MEMBER_EMAIL;
      addressRows.push({
        userId: user.id,
        receiver: user.displayName,
        phoneNumber: user.phoneNumber || faker.phone.number({ style: 'international' }),
        address: user.address || faker.location.streetAddress(),
        city: user.city || faker.location.city(),
        state: user.state || faker.location.state(),
        country: user.country || faker.location.country(),
        zipCode: user.zipCode || faker.location.zipCode(),
        addressType: 'Home',
        isDefault: true,
        createdAt: new Date(now.getTime() - 400 * 86_400_000),
      });
      if (!isDemo) continue;
      addressRows.push({
        userId: user.id,
        receiver: user.displayName,
        phoneNumber: user.phoneNumber,
        address: faker.location.streetAddress({ useFullAddress: true }),
        city: faker.location.city(),
        state: faker.location.state(),
        country: user.country,
        zipCode: faker.location.zipCode(),
        addressType: 'Office',
        isDefault: false,
        createdAt: new Date(now.getTime() - 200 * 86_400_000),
      });
      const expiryYear = String((now.getUTCFullYear() + 2) % 100).padStart(2, '0');
      cardRows.push(
        {
          userId: user.id,
          cardType: 'visa',
          holderName: user.displayName,
          last4: '4242',
          expiry: `08/${expiryYear}`,
          isDefault: true,
        },
        {
          userId: user.id,
          cardType: 'mastercard',
          holderName: user.displayName,
          last4: '4444',
          expiry: `11/${expiryYear}`,
          isDefault: false,
        },
      );
    }
    if (addressRows.length > 0) await db.insert(addresses).values(addressRows);
    if (cardRows.length > 0) await db.insert(paymentCards).values(cardRows);
  },
};
