// Mail writes: send (a Sent copy for the sender; the recipients' copies come with delivery,
// mail-delivery.ts), undo, drafts, per-user flags/folders/labels, delete from Trash. The reads
// are in mail.read.ts, conversations in mail-threads.ts; mail.routes.ts maps routes onto this.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  MailMessages,
  type Mail,
  type MailChangesSchema,
  type MailDraftBodySchema,
  type MailSendBodySchema,
} from '@keel/contracts/mail';
import type { User } from '@keel/contracts/user';
import { mailItems, mails, type StoredAttachment, type StoredPerson } from '@keel/db/schema/mail';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../shared/http-error.ts';
import { claimKey, storeAnswer, type IdempotencyClaim } from '../../shared/idempotency.ts';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.ts';
import { createMailDelivery, type MailApp } from './mail-delivery.ts';
import { createMailThreads } from './mail-threads.ts';
import { personColumns, personOf, toMail } from './mail.mapper.ts';
import { createMailReader } from './mail.read.ts';

// Public to other modules: chat signs its attachments the way mail does; verification and the
// site's contact form send system mail.
export { toAttachment } from './mail.mapper.ts';
export type { SystemMailInput } from './mail-delivery.ts';

export function createMailService(app: MailApp) {
  const { db, notifications } = app;
  const reader = createMailReader(app);
  const delivery = createMailDelivery(app);
  const threads = createMailThreads(app, reader, delivery);
  const { ownItem, byIds } = reader;
  const { changed, deliver } = delivery;

  /** Every address must belong to a Keel user (sending) or may stay a bare address (drafts). */
  async function resolveRecipients(emails: string[], strict: boolean): Promise<StoredPerson[]> {
    const unique = [...new Set(emails)];
    if (unique.length === 0) return [];
    const found = await db.select(personColumns).from(users).where(inArray(users.email, unique));
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

  async function ownDraft(userId: string, itemId: string) {
    const row = await ownItem(userId, itemId);
    if (!row.mail.isDraft) throw notFound('Mail');
    return row;
  }

  return {
    labels: reader.labels,
    list: reader.list,
    recipients: reader.recipients,
    thread: threads.thread,
    deliverDue: delivery.deliverDue,
    sendSystemMail: delivery.sendSystemMail,

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
      // A list row is a whole conversation: reading it reads the rest of it too.
      if (changes.isUnread === false) await threads.readConversations(userId, unique);
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
  };
}

export type MailService = ReturnType<typeof createMailService>;
