// Mail rules: list and read one's own copies, send (a Sent copy for the sender, an unread Inbox
// copy + notification for each recipient), drafts, per-user flags/folders/labels, delete from Trash.
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MAIL_EVENTS,
  MailMessages,
  type Mail,
  type MailChangesSchema,
  type MailDraftBodySchema,
  type MailListQuerySchema,
  type MailNewEvent,
  type MailSendBodySchema,
} from '@keel/contracts/mail';
import type { User } from '@keel/contracts/user';
import { mailItems, mails, type StoredAttachment, type StoredPerson } from '@keel/db/schema/mail';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, notFound } from '../../shared/http-error.ts';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.ts';
import { createNotificationService } from '../notifications/notifications.service.ts';
import { toLabels, toMail } from './mail.mapper.ts';
import { listFilter, prepareMailQueries, replyToIdColumn } from './mail.queries.ts';

type MailApp = Pick<FastifyInstance, 'db' | 'events' | 'storage'>;

export interface SystemMailInput {
  toUserIds: string[];
  subject: string;
  /** HTML; sanitised like any other mail. */
  html: string;
  /** Defaults to "Keel <no-reply@keel.dev>". */
  from?: { userId?: string | null; name: string; email: string; avatar?: string | null };
}

const KEEL_SENDER = { userId: null, name: 'Keel', email: 'no-reply@keel.dev', avatar: null };

const likePattern = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : '');

const personOf = (user: Pick<User, 'id' | 'displayName' | 'email' | 'photoURL'>): StoredPerson => ({
  userId: user.id,
  name: user.displayName,
  email: user.email,
  avatar: user.photoURL,
});

export function createMailService(app: MailApp) {
  const { db } = app;
  const queries = prepareMailQueries(db);
  const notifications = createNotificationService(app);

  async function byIds(userId: string, ids: string[]): Promise<Mail[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ item: mailItems, mail: mails, replyToId: replyToIdColumn })
      .from(mailItems)
      .innerJoin(mails, eq(mails.id, mailItems.mailId))
      .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, ids)));
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows.map((row) => toMail(app.storage, row)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  async function ownItem(userId: string, id: string) {
    const [row] = await queries.byId.execute({ id, userId });
    if (!row) throw notFound('Mail');
    return row;
  }

  /** Every address must belong to a Keel user (sending) or may stay a bare address (drafts). */
  async function resolveRecipients(emails: string[], strict: boolean): Promise<StoredPerson[]> {
    const unique = [...new Set(emails)];
    if (unique.length === 0) return [];
    const found = await db
      .select({ id: users.id, displayName: users.displayName, email: users.email, photoURL: users.photoUrl })
      .from(users)
      .where(inArray(users.email, unique));
    const byEmail = new Map(found.map((user) => [user.email, user]));
    return unique.map((email) => {
      const user = byEmail.get(email);
      if (user) return personOf(user);
      if (strict) throw badRequest(MailMessages.unknownRecipient(email), { to: MailMessages.unknownRecipient(email) });
      return { userId: null, name: email, email, avatar: null };
    });
  }

  /** Only one's own uploads can be attached, so a guessed id never exposes someone's file. */
  async function resolveAttachments(userId: string, ids: string[]): Promise<StoredAttachment[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await db
      .select({ id: uploads.id, name: uploads.name, size: uploads.size, type: uploads.type })
      .from(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.id, unique)));
    if (rows.length !== unique.length) {
      throw badRequest(MailMessages.notYourAttachment, { attachments: MailMessages.notYourAttachment });
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => byId.get(id)!);
  }

  async function ownDraft(userId: string, itemId: string) {
    const row = await ownItem(userId, itemId);
    if (!row.mail.isDraft) throw notFound('Mail');
    return row;
  }

  /** Inbox copies + notifications + live events for each recipient, after the rows are committed. */
  async function announce(delivered: { userId: string; itemId: string }[], from: StoredPerson, subject: string) {
    for (const { userId, itemId } of delivered) {
      const event: MailNewEvent = { mailId: itemId, subject, from: { name: from.name, email: from.email, avatar: from.avatar } };
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

  async function changed(userId: string) {
    await app.events.publish({ userIds: [userId], type: MAIL_EVENTS.changed, payload: {} });
  }

  return {
    async labels(userId: string) {
      const [unread] = await queries.unread.execute({ userId });
      return toLabels((unread ?? {}) as Record<string, number>);
    },

    async list(userId: string, query: z.output<typeof MailListQuerySchema>) {
      const params = { userId, ...listFilter(query), pattern: likePattern(query.q) };
      const [rows, [sum]] = await Promise.all([
        queries.page.execute({ ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        queries.total.execute(params),
      ]);
      // A list row shows a preview: `message` is plain text here (issue 19: the Minimal front
      // end printed the HTML's tags). GET /api/mail/mail answers the HTML body.
      const mails = rows.map((row) => ({ ...toMail(app.storage, row), message: row.mail.plainText || richTextToPlain(row.mail.message) }));
      return { mails, total: sum?.value ?? 0 };
    },

    /** Opening a mail marks it read, as the mail page expects. */
    async open(userId: string, id: string): Promise<Mail> {
      const row = await ownItem(userId, id);
      if (row.item.isUnread) {
        await db.update(mailItems).set({ isUnread: false }).where(eq(mailItems.id, id));
        row.item.isUnread = false;
        await changed(userId);
      }
      return toMail(app.storage, row);
    },

    async send(sender: User, body: z.output<typeof MailSendBodySchema>): Promise<Mail> {
      const recipients = await resolveRecipients(body.to, true);
      const draft = body.draftId ? await ownDraft(sender.id, body.draftId) : undefined;
      const draftAttachmentIds = new Set(draft?.mail.attachments.map((attachment) => attachment.id));
      const attachments = [
        ...(draft?.mail.attachments.filter((attachment) => body.attachments.includes(attachment.id)) ?? []),
        ...(await resolveAttachments(sender.id, body.attachments.filter((id) => !draftAttachmentIds.has(id)))),
      ];
      const replyTo = body.replyToId ? await ownItem(sender.id, body.replyToId) : undefined;
      const message = sanitizeRichText(body.message);
      const from = personOf(sender);
      const subject = body.subject || MailMessages.noSubject;
      const now = new Date();
      const content = {
        senderId: sender.id,
        fromName: from.name,
        fromEmail: from.email,
        fromAvatar: from.avatar,
        recipients,
        subject,
        message,
        plainText: richTextToPlain(message),
        attachments,
        replyToMailId: replyTo?.mail.id ?? null,
        isDraft: false,
        createdAt: now,
      };
      const { sentItemId, delivered } = await db.transaction(async (tx) => {
        let mailId: string;
        let sentItemId: string;
        if (draft) {
          mailId = draft.mail.id;
          sentItemId = draft.item.id;
          await tx.update(mails).set(content).where(eq(mails.id, mailId));
          await tx.update(mailItems).set({ folder: 'sent', createdAt: now, isUnread: false }).where(eq(mailItems.id, sentItemId));
        } else {
          const [row] = await tx.insert(mails).values(content).returning({ id: mails.id });
          mailId = row!.id;
          const [item] = await tx
            .insert(mailItems)
            .values({ mailId, userId: sender.id, folder: 'sent', createdAt: now })
            .returning({ id: mailItems.id });
          sentItemId = item!.id;
        }
        const inbox = await tx
          .insert(mailItems)
          .values(recipients.map((person) => ({ mailId, userId: person.userId!, folder: 'inbox' as const, isUnread: true, createdAt: now })))
          .returning({ id: mailItems.id, userId: mailItems.userId });
        return { sentItemId, delivered: inbox.map((item) => ({ userId: item.userId, itemId: item.id })) };
      });
      await changed(sender.id);
      await announce(delivered, from, subject);
      return toMail(app.storage, await ownItem(sender.id, sentItemId));
    },

    async saveDraft(user: User, body: z.output<typeof MailDraftBodySchema>): Promise<Mail> {
      const draft = body.mailId ? await ownDraft(user.id, body.mailId) : undefined;
      const draftAttachments = draft?.mail.attachments ?? [];
      const kept = draftAttachments.filter((attachment) => body.attachments.includes(attachment.id));
      const added = await resolveAttachments(
        user.id,
        body.attachments.filter((id) => !draftAttachments.some((attachment) => attachment.id === id)),
      );
      const message = sanitizeRichText(body.message);
      const from = personOf(user);
      const now = new Date();
      const content = {
        senderId: user.id,
        fromName: from.name,
        fromEmail: from.email,
        fromAvatar: from.avatar,
        recipients: await resolveRecipients(body.to, false),
        subject: body.subject,
        message,
        plainText: richTextToPlain(message),
        attachments: [...kept, ...added],
        isDraft: true,
        createdAt: now,
      };
      const itemId = await db.transaction(async (tx) => {
        if (draft) {
          await tx.update(mails).set(content).where(eq(mails.id, draft.mail.id));
          await tx.update(mailItems).set({ createdAt: now }).where(eq(mailItems.id, draft.item.id));
          return draft.item.id;
        }
        const [row] = await tx.insert(mails).values(content).returning({ id: mails.id });
        const [item] = await tx
          .insert(mailItems)
          .values({ mailId: row!.id, userId: user.id, folder: 'drafts', createdAt: now })
          .returning({ id: mailItems.id });
        return item!.id;
      });
      await changed(user.id);
      return toMail(app.storage, await ownItem(user.id, itemId));
    },

    async update(userId: string, ids: string[], changes: z.output<typeof MailChangesSchema>): Promise<Mail[]> {
      const unique = [...new Set(ids)];
      const targets = await db
        .select({ id: mailItems.id, isDraft: mails.isDraft, senderId: mails.senderId })
        .from(mailItems)
        .innerJoin(mails, eq(mails.id, mailItems.mailId))
        .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
      if (targets.length !== unique.length) throw notFound('Mail');
      const folder = changes.folder;
      if (folder) {
        for (const target of targets) {
          if (target.isDraft && folder !== 'drafts' && folder !== 'trash') throw badRequest(MailMessages.draftFolder, { folder: MailMessages.draftFolder });
          if (!target.isDraft && folder === 'drafts') throw badRequest(MailMessages.notADraft, { folder: MailMessages.notADraft });
          if (folder === 'sent' && (target.isDraft || target.senderId !== userId)) {
            throw badRequest(MailMessages.sentFolder, { folder: MailMessages.sentFolder });
          }
        }
      }
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      await db.update(mailItems).set(set).where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
      await changed(userId);
      return byIds(userId, unique);
    },

    /** Permanent, from Trash only; a message nobody holds any more goes with its last copy. */
    async remove(userId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const targets = await db
        .select({ id: mailItems.id, folder: mailItems.folder, mailId: mailItems.mailId })
        .from(mailItems)
        .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
      if (targets.length !== unique.length) throw notFound('Mail');
      if (targets.some((target) => target.folder !== 'trash')) throw badRequest(MailMessages.deleteOnlyFromTrash);
      await db.transaction(async (tx) => {
        await tx.delete(mailItems).where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
        const mailIds = [...new Set(targets.map((target) => target.mailId))];
        await tx
          .delete(mails)
          .where(and(inArray(mails.id, mailIds), sql`not exists (select 1 from mail_items i where i.mail_id = ${mails.id})`));
      });
      await changed(userId);
    },

    async recipients(userId: string, q: string) {
      const pattern = likePattern(q) || '%';
      const rows = await db
        .select({ id: users.id, displayName: users.displayName, email: users.email, photoURL: users.photoUrl })
        .from(users)
        .where(and(eq(users.status, 'active'), or(ilike(users.displayName, pattern), ilike(users.email, pattern))))
        .orderBy(users.displayName)
        .limit(10);
      return rows.filter((row) => row.id !== userId || q).map((row) => ({ name: row.displayName, email: row.email, avatar: row.photoURL }));
    },

    /** For other features (codes, welcome mails, invoices): delivers to Keel users' inboxes. */
    async sendSystemMail(input: SystemMailInput) {
      const from = { ...KEEL_SENDER, ...input.from, avatar: input.from?.avatar ?? null, userId: input.from?.userId ?? null };
      const found = await db
        .select({ id: users.id, displayName: users.displayName, email: users.email, photoURL: users.photoUrl })
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
          await tx.insert(mailItems).values({ mailId: row!.id, userId: from.userId, folder: 'sent', createdAt: now });
        }
        const items = await tx
          .insert(mailItems)
          .values(found.map((user) => ({ mailId: row!.id, userId: user.id, folder: 'inbox' as const, isUnread: true, createdAt: now })))
          .returning({ id: mailItems.id, userId: mailItems.userId });
        return items.map((item) => ({ userId: item.userId, itemId: item.id }));
      });
      await announce(delivered, from, input.subject || MailMessages.noSubject);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
