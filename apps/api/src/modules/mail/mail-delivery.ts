// Delivery: a sent mail becomes an unread Inbox copy for each recipient once its undo window ends
// (the loop in mail.routes.ts calls `deliverDue`), with a live event and a notification each;
// other features deliver system mail through `sendSystemMail` (mail.service.ts exposes it).
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAIL_EVENTS, MailMessages, type MailNewEvent } from '@keel/contracts/mail';
import { mailItems, mails, type MailRow, type StoredPerson } from '@keel/db/schema/mail';
import { users } from '@keel/db/schema/users';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.ts';
import { personColumns, personOf } from './mail.mapper.ts';

export type MailApp = Pick<FastifyInstance, 'db' | 'events' | 'storage' | 'notifications'>;

export interface SystemMailInput {
  toUserIds: string[];
  subject: string;
  /** HTML; sanitised like any other mail. */
  html: string;
  /** Defaults to "Keel <no-reply@keel.dev>". */
  from?: { userId?: string | null; name: string; email: string; avatar?: string | null };
}

const KEEL_SENDER = { userId: null, name: 'Keel', email: 'no-reply@keel.dev', avatar: null };

/** Everyone who gets a copy: To, Cc and Bcc, once each. */
const deliveryList = (mail: Pick<MailRow, 'recipients' | 'cc' | 'bcc'>) => [
  ...new Set(
    [...mail.recipients, ...mail.cc, ...mail.bcc]
      .map((person) => person.userId)
      .filter((id): id is string => Boolean(id)),
  ),
];

export function createMailDelivery(app: MailApp) {
  const { db, notifications } = app;

  /** Tells the user's open tabs their mailbox changed (lists and counts reload). */
  async function changed(userId: string) {
    await app.events.publish({ userIds: [userId], type: MAIL_EVENTS.changed, payload: {} });
  }

  /** Inbox copies + notifications + live events for each recipient, after the rows are committed. */
  async function announce(
    delivered: { userId: string; itemId: string }[],
    from: StoredPerson,
    subject: string,
  ) {
    for (const { userId, itemId } of delivered) {
      const event: MailNewEvent = {
        mailId: itemId,
        subject,
        from: { name: from.name, email: from.email, avatar: from.avatar },
      };
      await app.events.publish({ userIds: [userId], type: MAIL_EVENTS.new, payload: event });
      await notifications.notify(userId, {
        type: 'mail',
        title: `New mail from ${from.name}`,
        description: subject,
        avatarUrl: from.avatar,
        link: `/dashboard/mail/inbox/${itemId}`,
      });
    }
  }

  /**
   * Gives each recipient their Inbox copy, once: the row is claimed by clearing `deliver_at`
   * under its lock, so two API processes (or a delivery racing an undo) never both win.
   */
  async function deliver(mailId: string) {
    const delivered = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(mails)
        .set({ deliverAt: null })
        .where(and(eq(mails.id, mailId), isNotNull(mails.deliverAt), eq(mails.isDraft, false)))
        .returning();
      if (!claimed) return null;
      const userIds = deliveryList(claimed);
      if (userIds.length === 0) return { mail: claimed, items: [] };
      const items = await tx
        .insert(mailItems)
        .values(
          userIds.map((userId) => ({
            mailId,
            userId,
            folder: 'inbox' as const,
            isUnread: true,
            createdAt: new Date(),
          })),
        )
        .returning({ id: mailItems.id, userId: mailItems.userId });
      return { mail: claimed, items };
    });
    if (!delivered) return false;
    const { mail, items } = delivered;
    if (mail.senderId) await changed(mail.senderId);
    await announce(
      items.map((item) => ({ userId: item.userId, itemId: item.id })),
      {
        userId: mail.senderId,
        name: mail.fromName,
        email: mail.fromEmail,
        avatar: mail.fromAvatar,
      },
      mail.subject,
    );
    return true;
  }

  return {
    changed,
    deliver,

    /** Delivers every mail whose undo window has passed (run every second, and at start). */
    async deliverDue(): Promise<number> {
      const due = await db
        .select({ id: mails.id })
        .from(mails)
        .where(and(isNotNull(mails.deliverAt), lte(mails.deliverAt, new Date())))
        .orderBy(mails.deliverAt)
        .limit(50);
      let count = 0;
      for (const { id } of due) if (await deliver(id)) count += 1;
      return count;
    },

    /** For other features (codes, welcome mails, invoices): delivers to Keel users' inboxes. */
    async sendSystemMail(input: SystemMailInput) {
      const from = {
        ...KEEL_SENDER,
        ...input.from,
        avatar: input.from?.avatar ?? null,
        userId: input.from?.userId ?? null,
      };
      const found = await db
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(input.toUserIds)]));
      if (found.length === 0) return;
      const message = sanitizeRichText(input.html);
      const now = new Date();
      const delivered = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mails)
          .values({
            senderId: from.userId,
            fromName: from.name,
            fromEmail: from.email,
            fromAvatar: from.avatar,
            recipients: found.map(personOf),
            subject: input.subject || MailMessages.noSubject,
            message,
            plainText: richTextToPlain(message),
            createdAt: now,
          })
          .returning({ id: mails.id });
        if (from.userId) {
          await tx
            .insert(mailItems)
            .values({ mailId: row!.id, userId: from.userId, folder: 'sent', createdAt: now });
        }
        const items = await tx
          .insert(mailItems)
          .values(
            found.map((user) => ({
              mailId: row!.id,
              userId: user.id,
              folder: 'inbox' as const,
              isUnread: true,
              createdAt: now,
            })),
          )
          .returning({ id: mailItems.id, userId: mailItems.userId });
        return items.map((item) => ({ userId: item.userId, itemId: item.id }));
      });
      await announce(delivered, from, input.subject || MailMessages.noSubject);
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
