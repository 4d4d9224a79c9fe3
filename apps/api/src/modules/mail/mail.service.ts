// Mail rules: list and read one's own copies, send (a Sent copy for the sender, an unread Inbox
// copy + notification for each recipient), drafts, per-user flags/folders/labels, delete from Trash.
import { randomUUID } from 'node:crypto';
import { and, eq, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
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
import {
  mailItems,
  mails,
  type MailRow,
  type StoredAttachment,
  type StoredPerson,
} from '@keel/db/schema/mail';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../shared/http-error.ts';
import { claimKey, storeAnswer, type IdempotencyClaim } from '../../shared/idempotency.ts';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.ts';
import { toLabels, toMail } from './mail.mapper.ts';
import { listFilter, prepareMailQueries, replyToIdColumn } from './mail.queries.ts';

// Public to other modules: chat signs its attachments the way mail does.
export { toAttachment } from './mail.mapper.ts';

type MailApp = Pick<FastifyInstance, 'db' | 'events' | 'storage' | 'notifications'>;

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
  const { notifications } = app;

  async function byIds(userId: string, ids: string[]): Promise<Mail[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ item: mailItems, mail: mails, replyToId: replyToIdColumn })
      .from(mailItems)
      .innerJoin(mails, eq(mails.id, mailItems.mailId))
      .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, ids)));
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows
      .map((row) => toMail(app.storage, row))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
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
      .select({
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        photoURL: users.photoUrl,
      })
      .from(users)
      .where(inArray(users.email, unique));
    const byEmail = new Map(found.map((user) => [user.email, user]));
    return unique.map((email) => {
      const user = byEmail.get(email);
      if (user) return personOf(user);
      if (strict)
        throw badRequest(MailMessages.unknownRecipient(email), {
          to: MailMessages.unknownRecipient(email),
        });
      return { userId: null, name: email, email, avatar: null };
    });
  }

  /**
   * Only one's own uploads can be attached, so a guessed id never exposes someone's file; a
   * forward may also carry on the files of the mail it forwards (the reader holds a copy of it).
   */
  async function resolveAttachments(
    userId: string,
    ids: string[],
    forwarded: StoredAttachment[] = [],
  ): Promise<StoredAttachment[]> {
    const carried = forwarded.filter((attachment) => ids.includes(attachment.id));
    const unique = [...new Set(ids)].filter((id) => !carried.some((file) => file.id === id));
    if (unique.length === 0) return carried;
    const rows = await db
      .select({ id: uploads.id, name: uploads.name, size: uploads.size, type: uploads.type })
      .from(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.id, unique)));
    if (rows.length !== unique.length) {
      throw badRequest(MailMessages.notYourAttachment, {
        attachments: MailMessages.notYourAttachment,
      });
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...carried, ...unique.map((id) => byId.get(id)!)];
  }

  async function forwardedAttachments(userId: string, forwardId: string | null | undefined) {
    if (!forwardId) return [];
    return (await ownItem(userId, forwardId)).mail.attachments;
  }

  /** Everyone who gets a copy: To, Cc and Bcc, once each. */
  const deliveryList = (mail: Pick<MailRow, 'recipients' | 'cc' | 'bcc'>) => [
    ...new Set(
      [...mail.recipients, ...mail.cc, ...mail.bcc]
        .map((person) => person.userId)
        .filter((id): id is string => Boolean(id)),
    ),
  ];

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

  async function ownDraft(userId: string, itemId: string) {
    const row = await ownItem(userId, itemId);
    if (!row.mail.isDraft) throw notFound('Mail');
    return row;
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
        queries.page.execute({
          ...params,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        queries.total.execute(params),
      ]);
      // A list row shows a preview: `message` is plain text here (issue 19: the Minimal front
      // end printed the HTML's tags). GET /api/mail/mail answers the HTML body.
      const mails = rows.map((row) => ({
        ...toMail(app.storage, row),
        message: row.mail.plainText || richTextToPlain(row.mail.message),
      }));
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
      await notifications.markReadFor(userId, { link: `/dashboard/mail/inbox/${id}` });
      return toMail(app.storage, row);
    },

    /** The conversation of one of my mails, oldest first; the unread ones in it become read. */
    async thread(userId: string, id: string): Promise<Mail[]> {
      const opened = await ownItem(userId, id);
      const rows = await queries.thread.execute({ userId, threadId: opened.mail.threadId });
      if (!rows.some((row) => row.item.id === id)) rows.push(opened);
      const unread = rows.filter((row) => row.item.isUnread).map((row) => row.item.id);
      if (unread.length > 0) {
        await db
          .update(mailItems)
          .set({ isUnread: false })
          .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unread)));
        for (const row of rows) row.item.isUnread = false;
        await changed(userId);
        for (const itemId of unread)
          await notifications.markReadFor(userId, { link: `/dashboard/mail/inbox/${itemId}` });
      }
      return rows.map((row) => toMail(app.storage, row));
    },

    /** Undo send: back to Drafts, as long as the delivery has not happened yet. */
    async undo(userId: string, id: string): Promise<Mail> {
      const row = await ownItem(userId, id);
      if (row.mail.senderId !== userId || row.item.folder !== 'sent') throw notFound('Mail');
      const undone = await db.transaction(async (tx) => {
        const [back] = await tx
          .update(mails)
          .set({ isDraft: true, deliverAt: null })
          .where(and(eq(mails.id, row.mail.id), isNotNull(mails.deliverAt)))
          .returning({ id: mails.id });
        if (!back) return false;
        await tx.update(mailItems).set({ folder: 'drafts' }).where(eq(mailItems.id, id));
        return true;
      });
      if (!undone) throw new HttpError(409, MailMessages.alreadySent, 'CONFLICT');
      await changed(userId);
      return toMail(app.storage, await ownItem(userId, id));
    },

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

    /**
     * A draft is sent once: its row flips from draft to sent under the row lock, so the same
     * draft sent three times at once is delivered once and the others get the sent mail. With an
     * idempotency claim, a repeat of the same submit gets the first mail back.
     */
    async send(
      sender: User,
      body: z.output<typeof MailSendBodySchema>,
      claim?: IdempotencyClaim,
    ): Promise<Mail> {
      const [recipients, cc, bcc] = await Promise.all([
        resolveRecipients(body.to, true),
        resolveRecipients(body.cc, true),
        resolveRecipients(body.bcc, true),
      ]);
      if (body.draftId) {
        // This draft was sent a moment ago (a double click, a retry): answer the sent mail, send nothing.
        const earlier = await ownItem(sender.id, body.draftId);
        if (!earlier.mail.isDraft && earlier.item.folder === 'sent')
          return toMail(app.storage, earlier);
      }
      const draft = body.draftId ? await ownDraft(sender.id, body.draftId) : undefined;
      const draftAttachmentIds = new Set(
        draft?.mail.attachments.map((attachment) => attachment.id),
      );
      const attachments = [
        ...(draft?.mail.attachments.filter((attachment) =>
          body.attachments.includes(attachment.id),
        ) ?? []),
        ...(await resolveAttachments(
          sender.id,
          body.attachments.filter((id) => !draftAttachmentIds.has(id)),
          await forwardedAttachments(sender.id, body.forwardId),
        )),
      ];
      const replyTo = body.replyToId ? await ownItem(sender.id, body.replyToId) : undefined;
      const message = sanitizeRichText(body.message);
      const from = personOf(sender);
      const subject = body.subject || MailMessages.noSubject;
      const now = new Date();
      const deliverAt = new Date(now.getTime() + body.undoSeconds * 1000);
      const content = {
        senderId: sender.id,
        fromName: from.name,
        fromEmail: from.email,
        fromAvatar: from.avatar,
        recipients,
        cc,
        bcc,
        subject,
        message,
        plainText: richTextToPlain(message),
        attachments,
        replyToMailId: replyTo?.mail.id ?? null,
        isDraft: false,
        deliverAt,
        createdAt: now,
      };
      const { sentItemId, mailId } = await db.transaction(async (tx) => {
        const earlier = await claimKey<{ mailItemId: string }>(tx, claim);
        if (earlier) return { sentItemId: earlier.replay.mailItemId, mailId: null };
        let mailId: string;
        let sentItemId: string;
        if (draft) {
          mailId = draft.mail.id;
          sentItemId = draft.item.id;
          const flipped = await tx
            .update(mails)
            .set({ ...content, threadId: replyTo?.mail.threadId ?? draft.mail.threadId })
            .where(and(eq(mails.id, mailId), eq(mails.isDraft, true)))
            .returning({ id: mails.id });
          // Sent by a concurrent request a moment ago: that one delivers it.
          if (flipped.length === 0) return { sentItemId, mailId: null };
          await tx
            .update(mailItems)
            .set({ folder: 'sent', createdAt: now, isUnread: false })
            .where(eq(mailItems.id, sentItemId));
        } else {
          const id = randomUUID();
          const [row] = await tx
            .insert(mails)
            .values({ ...content, id, threadId: replyTo?.mail.threadId ?? id })
            .returning({ id: mails.id });
          mailId = row!.id;
          const [item] = await tx
            .insert(mailItems)
            .values({ mailId, userId: sender.id, folder: 'sent', createdAt: now })
            .returning({ id: mailItems.id });
          sentItemId = item!.id;
        }
        await storeAnswer(tx, claim, { mailItemId: sentItemId });
        return { sentItemId, mailId };
      });
      if (mailId) {
        await changed(sender.id);
        // No undo window: deliver now. Otherwise the delivery loop does it when the window ends.
        if (body.undoSeconds === 0) await deliver(mailId);
      }
      return toMail(app.storage, await ownItem(sender.id, sentItemId));
    },

    async saveDraft(user: User, body: z.output<typeof MailDraftBodySchema>): Promise<Mail> {
      const draft = body.mailId ? await ownDraft(user.id, body.mailId) : undefined;
      const draftAttachments = draft?.mail.attachments ?? [];
      const kept = draftAttachments.filter((attachment) =>
        body.attachments.includes(attachment.id),
      );
      const added = await resolveAttachments(
        user.id,
        body.attachments.filter(
          (id) => !draftAttachments.some((attachment) => attachment.id === id),
        ),
        await forwardedAttachments(user.id, body.forwardId),
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
        cc: await resolveRecipients(body.cc, false),
        bcc: await resolveRecipients(body.bcc, false),
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

    async update(
      userId: string,
      ids: string[],
      changes: z.output<typeof MailChangesSchema>,
    ): Promise<Mail[]> {
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
          if (target.isDraft && folder !== 'drafts' && folder !== 'trash')
            throw badRequest(MailMessages.draftFolder, { folder: MailMessages.draftFolder });
          if (!target.isDraft && folder === 'drafts')
            throw badRequest(MailMessages.notADraft, { folder: MailMessages.notADraft });
          if (folder === 'sent' && (target.isDraft || target.senderId !== userId)) {
            throw badRequest(MailMessages.sentFolder, { folder: MailMessages.sentFolder });
          }
        }
      }
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      await db
        .update(mailItems)
        .set(set)
        .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
      if (changes.isUnread === false) {
        // A list row is a whole conversation: reading it reads the rest of it too.
        await db
          .update(mailItems)
          .set({ isUnread: false })
          .where(
            and(
              eq(mailItems.userId, userId),
              eq(mailItems.isUnread, true),
              sql`${mailItems.mailId} in (select m.id from mails m where m.thread_id in (
                select t.thread_id from mails t join mail_items i on i.mail_id = t.id
                where i.user_id = ${userId} and i.id in ${unique}))`,
            ),
          );
      }
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
      if (targets.some((target) => target.folder !== 'trash'))
        throw badRequest(MailMessages.deleteOnlyFromTrash);
      await db.transaction(async (tx) => {
        await tx
          .delete(mailItems)
          .where(and(eq(mailItems.userId, userId), inArray(mailItems.id, unique)));
        const mailIds = [...new Set(targets.map((target) => target.mailId))];
        await tx
          .delete(mails)
          .where(
            and(
              inArray(mails.id, mailIds),
              sql`not exists (select 1 from mail_items i where i.mail_id = ${mails.id})`,
            ),
          );
      });
      await changed(userId);
    },

    async recipients(userId: string, q: string) {
      const pattern = likePattern(q) || '%';
      const rows = await db
        .select({
          id: users.id,
          displayName: users.displayName,
          email: users.email,
          photoURL: users.photoUrl,
        })
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            or(ilike(users.displayName, pattern), ilike(users.email, pattern)),
          ),
        )
        .orderBy(users.displayName)
        .limit(10);
      return rows
        .filter((row) => row.id !== userId || q)
        .map((row) => ({ name: row.displayName, email: row.email, avatar: row.photoURL }));
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
        .select({
          id: users.id,
          displayName: users.displayName,
          email: users.email,
          photoURL: users.photoUrl,
        })
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

export type MailService = ReturnType<typeof createMailService>;
