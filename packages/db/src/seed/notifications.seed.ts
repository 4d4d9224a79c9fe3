// A handful of read and unread notifications for the two demo accounts.
import { count, inArray } from 'drizzle-orm';
import { notifications } from '../schema/notifications.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import type { Seeder } from './seed-context.ts';

const SAMPLES = [
  {
    type: 'order_placed',
    title: 'Your order is placed',
    description: 'Order #1042 is waiting for shipping',
    link: '/dashboard/e-commerce/shop',
  },
  {
    type: 'mail',
    title: 'You have new mail',
    description: 'Quarterly planning notes',
    link: '/dashboard/mail/inbox',
  },
  {
    type: 'chat_message',
    title: 'New message',
    description: 'Can you review the new layout?',
    link: '/dashboard/chat',
  },
  {
    type: 'invoice_paid',
    title: 'Invoice paid',
    description: 'INV-1990 was paid in full',
    link: '/dashboard/invoice/list',
  },
  {
    type: 'file_shared',
    title: 'A file was shared with you',
    description: 'Brand guidelines.pdf',
    link: '/dashboard/files-manager',
  },
] as const;

export const notificationsSeeder: Seeder = {
  name: 'notifications',
  async run({ db, now }) {
    const [existing] = await db.select({ value: count() }).from(notifications);
    if ((existing?.value ?? 0) > 0) return;
    const demoUsers = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL]));
    const rows = demoUsers.flatMap((user) =>
      [...SAMPLES, ...SAMPLES].map((sample, index) => ({
        ...sample,
        userId: user.id,
        isUnRead: index < 3,
        createdAt: new Date(now.getTime() - (index * 7 + 1) * 3_600_000),
      })),
    );
    if (rows.length > 0) await db.insert(notifications).values(rows);
  },
};
