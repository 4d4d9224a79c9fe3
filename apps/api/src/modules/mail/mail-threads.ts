// Conversations (issue 20): opening one reads every unread mail in it, and marking a list row
// read marks its whole conversation read, since a list row stands for the conversation.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Mail } from '@keel/contracts/mail';
import { mailItems } from '@keel/db/schema/mail';
import { toMail } from './mail.mapper.ts';
import type { MailApp, MailDelivery } from './mail-delivery.ts';
import type { MailReader } from './mail.read.ts';

export function createMailThreads(app: MailApp, reader: MailReader, delivery: MailDelivery) {
  const { db, notifications } = app;

  return {
    /** The conversation of one of my mails, oldest first; the unread ones in it become read. */
    async thread(userId: string, id: string): Promise<Mail[]> {
      const opened = await reader.ownItem(userId, id);
      const rows = await reader.queries.thread.execute({ userId, threadId: opened.mail.threadId });
      if (!rows.some((row) => row.item.id === id)) rows.push(opened);
      const unread = rows.filter((row) => row.item.isUnread).map((row) => row.item.id);
      if (unread.length > 0) {
        await db
          .update(mailItems)
          .set({ isUnread: false })
          .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unread)));
        for (const row of rows) row.item.isUnread = false;
        await delivery.changed(userId);
        for (const itemId of unread)
          await notifications.markReadFor(userId, { link: `/dashboard/mail/inbox/${itemId}` });
      }
      return rows.map((row) => toMail(app.storage, row));
    },

    /** Reads the rest of the conversations the given copies belong to. */
    async readConversations(userId: string, itemIds: string[]) {
      await db
        .update(mailItems)
        .set({ isUnread: false })
        .where(
          and(
            eq(mailItems.userId, userId),
            eq(mailItems.isUnread, true),
            sql`${mailItems.mailId} in (select m.id from mails m where m.thread_id in (
              select t.thread_id from mails t join mail_items i on i.mail_id = t.id
              where i.user_id = ${userId} and i.id in ${itemIds}))`,
          ),
        );
    },
  };
}
