// The invoice address book (the workspace's own address first) and ~40 invoices over the last
// year: paid, unpaid, overdue (unpaid past due) and drafts, with items from the services catalogue.
import { count, eq } from 'drizzle-orm';
import { INVOICE_SERVICES } from '@keel/contracts/invoices';
import { invoiceAddresses, invoiceItems, invoices } from '../schema/invoices.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';

export const SEEDED_INVOICE_COUNT = 40;
const DAY = 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;

export const invoicesSeeder: Seeder = {
  name: 'invoices',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(invoiceAddresses);
    if ((existing?.value ?? 0) > 0) return;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN_EMAIL));

    const book = [
      {
        name: 'Keel Inc.',
        company: 'Keel Inc.',
        address: '90210 Broadway Blvd, San Francisco, CA 94116',
        email: 'billing@keel.dev',
        phone: '+1 415-555-0100',
        isWorkspace: true,
        createdBy: admin?.id ?? null,
      },
      ...Array.from({ length: 16 }, () => {
        const name = faker.person.fullName();
        return {
          name,
          company: faker.company.name(),
          address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode()}`,
          email: faker.internet
            .email({ firstName: name.split(' ')[0], provider: 'example.com' })
            .toLowerCase(),
          phone: faker.phone.number({ style: 'international' }),
          isWorkspace: false,
          createdBy: admin?.id ?? null,
        };
      }),
    ];
    const stored = await db.insert(invoiceAddresses).values(book).returning();
    const snapshot = (row: (typeof stored)[number]) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      address: row.address,
      email: row.email,
      phone: row.phone,
    });
    const from = snapshot(stored[0]!);
    const clients = stored.slice(1);

    // The six newest are open and not yet due, five older ones are unpaid past due (overdue),
    // every eighth is a draft, the rest are paid.
    const planned = Array.from({ length: SEEDED_INVOICE_COUNT }, (_, index) => {
      const daysAgo =
        index < 6 ? faker.number.int({ min: 0, max: 12 }) : faker.number.int({ min: 15, max: 360 });
      const status: 'paid' | 'unpaid' | 'draft' =
        index < 6 || (index >= 10 && index < 15) ? 'unpaid' : index % 8 === 0 ? 'draft' : 'paid';
      return { index, daysAgo, status };
    }).sort((a, b) => b.daysAgo - a.daysAgo);

    const invoiceRows: (typeof invoices.$inferInsert)[] = [];
    const itemRows: (typeof invoiceItems.$inferInsert)[] = [];
    for (const { index, daysAgo, status } of planned) {
      const id = faker.string.uuid();
      const createDate = new Date(now.getTime() - daysAgo * DAY);
      createDate.setUTCHours(9, 0, 0, 0);
      // Before 09:00 UTC, "today at nine" is still to come: such an invoice would be newer than
      // one made now (and head "New invoices" over it), so it dates from yesterday instead.
      if (createDate > now) createDate.setUTCDate(createDate.getUTCDate() - 1);
      const dueDate = new Date(
        createDate.getTime() + faker.helpers.arrayElement([14, 14, 30]) * DAY,
      );
      const items = Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, position) => {
        const service = faker.helpers.arrayElement(INVOICE_SERVICES);
        const quantity = faker.number.int({ min: 1, max: 12 });
        return {
          invoiceId: id,
          position,
          title:
            faker.helpers.arrayElement(['Sprint', 'Milestone', 'Retainer', 'Workshop', 'Audit']) +
            ` ${position + 1}`,
          description: faker.company.catchPhrase(),
          service: service.name,
          quantity,
          price: service.price,
          total: cents(quantity * service.price),
        };
      });
      itemRows.push(...items);
      const subtotal = cents(items.reduce((sum, item) => sum + item.total, 0));
      const discount = faker.datatype.boolean(0.3)
        ? cents(Math.min(subtotal, faker.number.int({ min: 10, max: 80 })))
        : 0;
      const taxes = cents((subtotal - discount) * faker.helpers.arrayElement([0, 0.05, 0.1]));
      const client = clients[index % clients.length]!;
      invoiceRows.push({
        id,
        status,
        createDate,
        dueDate,
        paidAt:
          status === 'paid'
            ? new Date(
                Math.min(
                  now.getTime(),
                  createDate.getTime() + faker.number.int({ min: 1, max: 20 }) * DAY,
                ),
              )
            : null,
        sent: status === 'draft' ? 0 : faker.number.int({ min: 1, max: 3 }),
        invoiceFrom: from,
        invoiceTo: snapshot(client),
        clientName: client.name,
        subtotal,
        discount,
        taxes,
        total: cents(subtotal - discount + taxes),
        notes: 'Thank you for your business. Payment is due within the terms above.',
        createdBy: admin?.id ?? null,
        createdAt: createDate,
        updatedAt: createDate,
      });
    }
    await db.insert(invoices).values(invoiceRows);
    await db.insert(invoiceItems).values(itemRows);
  },
};
