// Plan invoices: one per billing period of each paid plan, going back up to a year.
import { count, ne } from 'drizzle-orm';
import { billingInvoices } from '../schema/account-security.ts';
import { users } from '../schema/users.ts';
import type { Seeder } from './seed-context.ts';

const MONTHLY = { basic: 0, starter: 4.99, premium: 9.99 } as const;
const DAY = 86_400_000;

export const billingSeeder: Seeder = {
  name: 'billing',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(billingInvoices);
    if ((existing?.value ?? 0) > 0) return;
    const paying = await db
      .select({ id: users.id, plan: users.plan, createdAt: users.createdAt })
      .from(users)
      .where(ne(users.plan, 'basic'));
    const rows = paying.flatMap((user) => {
      const plan = user.plan as 'starter' | 'premium';
      const yearly = faker.datatype.boolean(0.25);
      const periods = yearly ? 1 : faker.number.int({ min: 3, max: 12 });
      const firstDay = faker.number.int({ min: 1, max: 27 });
      return Array.from({ length: periods }, (_, index) => {
        const createdAt = new Date(now.getTime() - (index * 30 + firstDay) * DAY);
        const price = yearly ? Math.round(MONTHLY[plan] * 12 * 0.9 * 100) / 100 : MONTHLY[plan];
        return {
          userId: user.id,
          plan,
          billingCycle: yearly ? ('yearly' as const) : ('monthly' as const),
          price,
          createdAt,
        };
      }).filter((row) => row.createdAt > user.createdAt);
    });
    if (rows.length > 0) await db.insert(billingInvoices).values(rows);
  },
};
