// Chat writes: a first message to a contact creates the one-to-one conversation (one per pair),
// several recipients make a group; sending pushes the message to every participant and notifies
// the others; opening records the read receipt; only the sender edits or deletes a message. The
// reads are in chat.read.ts (served from here too, so chat.routes.ts maps routes onto one object).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  ChatMessages,
  type ChatMessageEvent,
  type ChatSeenEvent,
  type ChatTypingEvent,
  type EditMessageBodySchema,
  type Message,
  type NewMessageBodySchema,
} from '@keel/contracts/chat';
import type { User } from '@keel/contracts/user';
import { chatConversations, chatMessages, chatParticipants, directKey } from '@keel/db/schema/chat';
import type { StoredAttachment } from '@keel/db/schema/mail';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../shared/http-error.ts';
import { toMessage } from './chat.mapper.ts';
import { contactNotFound, createChatReader } from './chat.read.ts';
import type { PresenceService } from './presence.service.ts';

type ChatApp = Pick<FastifyInstance, 'db' | 'events' | 'storage' | 'auth' | 'notifications'>;

export function createChatService(app: ChatApp, presence: PresenceService) {
  const { db } = app;
  const reader = createChatReader(app);
  const { ownConversation, participantIds } = reader;
  const { notifications } = app;

  async function ownAttachments(userId: string, ids: string[]): Promise<StoredAttachment[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await db
      .select({ id: uploads.id, name: uploads.name, size: uploads.size, type: uploads.type })
      .from(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.id, unique)));
    if (rows.length !== unique.length)
      throw badRequest('Attachment not found', { attachments: 'Attachment not found' });
    return unique.map((id) => rows.find((row) => row.id === id)!);
  }

  /** Why a change to a message was refused: not mine to see (404), not mine (403), or gone. */
  async function refuseChange(userId: string, messageId: string): Promise<never> {
    const [row] = await db
      .select({ message: chatMessages, participant: chatParticipants.userId })
      .from(chatMessages)
      .leftJoin(
        chatParticipants,
        and(
          eq(chatParticipants.conversationId, chatMessages.conversationId),
          eq(chatParticipants.userId, userId),
        ),
      )
      .where(eq(chatMessages.id, messageId));
    if (!row?.participant) throw new HttpError(404, ChatMessages.messageNotFound, 'NOT_FOUND');
    if (row.message.senderId !== userId)
      throw new HttpError(403, ChatMessages.notYourMessage, 'FORBIDDEN');
    if (row.message.deletedAt) throw badRequest(ChatMessages.messageDeleted);
    throw badRequest(ChatMessages.onlyText);
  }

  /** Everyone in the conversation sees the edit or the deletion at once. */
  async function announceChange(message: Message) {
    const payload: ChatMessageEvent = { conversationId: message.conversationId, message };
    await app.events.publish({
      userIds: await participantIds(message.conversationId),
      type: CHAT_EVENTS.changed,
      payload,
    });
  }

  /** Finds or creates the conversation a first message goes to. */
  async function conversationFor(sender: User, recipientIds: string[]): Promise<string> {
    const others = [...new Set(recipientIds)].filter((id) => id !== sender.id);
    if (others.length === 0)
      throw badRequest(ChatMessages.recipientRequired, {
        recipientIds: ChatMessages.recipientRequired,
      });
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, others), eq(users.status, 'active')));
    if (found.length !== others.length) throw contactNotFound();
    const members = [sender.id, ...others];
    if (others.length === 1) {
      const key = directKey(sender.id, others[0]!);
      // Two first messages racing for one pair: the unique key keeps a single conversation.
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(chatConversations)
          .values({ type: 'ONE_TO_ONE', directKey: key })
          .onConflictDoNothing({ target: chatConversations.directKey })
          .returning({ id: chatConversations.id });
        if (created) {
          await tx
            .insert(chatParticipants)
            .values(members.map((userId) => ({ conversationId: created.id, userId })));
          return created.id;
        }
        const [existing] = await tx
          .select({ id: chatConversations.id })
          .from(chatConversations)
          .where(eq(chatConversations.directKey, key));
        return existing!.id;
      });
    }
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatConversations)
        .values({ type: 'GROUP' })
        .returning({ id: chatConversations.id });
      await tx
        .insert(chatParticipants)
        .values(members.map((userId) => ({ conversationId: created!.id, userId })));
      return created!.id;
    });
  }

  return {
    contacts: reader.contacts,
    search: reader.search,
    conversations: reader.conversations,
    unreadCount: reader.unreadCount,
    conversation: reader.conversation,
    participants: reader.participants,

    async markAsSeen(userId: string, conversationId: string) {
      const [row] = await db
        .update(chatParticipants)
        .set({ lastReadAt: sql`now()` })
        .where(
          and(
            eq(chatParticipants.conversationId, conversationId),
            eq(chatParticipants.userId, userId),
          ),
        )
        .returning({ lastReadAt: chatParticipants.lastReadAt });
      if (!row) throw notFound('Conversation');
      await notifications.markReadFor(userId, { groupKey: `chat:${conversationId}` });
      const payload: ChatSeenEvent = {
        conversationId,
        userId,
        lastReadAt: row.lastReadAt!.toISOString(),
      };
      await app.events.publish({
        userIds: await participantIds(conversationId),
        type: CHAT_EVENTS.seen,
        payload,
      });
    },

    async send(sender: User, body: z.output<typeof NewMessageBodySchema>) {
      let conversationId = body.conversationId;
      if (conversationId) {
        await ownConversation(sender.id, conversationId);
      } else {
        conversationId = await conversationFor(sender, body.recipientIds ?? []);
      }
      if (body.contentType === 'image') {
        const imageId = body.body.split('/').pop()!;
        const [image] = await db
          .select({ isPublic: uploads.isPublic })
          .from(uploads)
          .where(eq(uploads.id, imageId));
        if (!image?.isPublic)
          throw badRequest(ChatMessages.imageUrl, { body: ChatMessages.imageUrl });
      }
      const attachments = await ownAttachments(sender.id, body.attachments);
      const row = await db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            senderId: sender.id,
            body: body.body,
            contentType: body.contentType,
            attachments,
          })
          .returning();
        await tx
          .update(chatConversations)
          .set({ lastMessageAt: message!.createdAt })
          .where(eq(chatConversations.id, conversationId));
        await tx
          .update(chatParticipants)
          .set({ lastReadAt: message!.createdAt })
          .where(
            and(
              eq(chatParticipants.conversationId, conversationId),
              eq(chatParticipants.userId, sender.id),
            ),
          );
        return message!;
      });
      const message = toMessage(app.storage, row);
      const everyone = await participantIds(conversationId);
      const payload: ChatMessageEvent = { conversationId, message };
      await app.events.publish({ userIds: everyone, type: CHAT_EVENTS.message, payload });
      // Writing in a conversation means having read it: the others see the receipt at once.
      const seen: ChatSeenEvent = {
        conversationId,
        userId: sender.id,
        lastReadAt: message.createdAt,
      };
      await app.events.publish({ userIds: everyone, type: CHAT_EVENTS.seen, payload: seen });
      const preview =
        body.contentType === 'image'
          ? 'Sent an image'
          : body.body || attachments.map((file) => file.name).join(', ');
      for (const userId of everyone.filter((id) => id !== sender.id)) {
        // One unread notification per conversation: a new message replaces the previous one.
        await notifications.notify(userId, {
          type: 'chat_message',
          title: `New message from ${sender.displayName}`,
          description: preview.slice(0, 200),
          avatarUrl: sender.photoURL,
          link: `/dashboard/chat/${conversationId}`,
          groupKey: `chat:${conversationId}`,
        });
      }
      await presence.touch(sender.id);
      return { conversationId, message };
    },

    /**
     * Only the sender edits, only text, never a deleted message: the conditions sit in the
     * UPDATE itself, so an edit racing a delete cannot bring the text back.
     */
    async editMessage(userId: string, body: z.output<typeof EditMessageBodySchema>) {
      const [row] = await db
        .update(chatMessages)
        .set({ body: body.body, editedAt: sql`now()` })
        .where(
          and(
            eq(chatMessages.id, body.messageId),
            eq(chatMessages.senderId, userId),
            eq(chatMessages.contentType, 'text'),
            isNull(chatMessages.deletedAt),
          ),
        )
        .returning();
      if (!row) return refuseChange(userId, body.messageId);
      const message = toMessage(app.storage, row);
      await announceChange(message);
      return message;
    },

    /** The text and files go; the message keeps its place and reads "deleted" for everyone. */
    async deleteMessage(userId: string, messageId: string) {
      const [row] = await db
        .update(chatMessages)
        .set({ body: '', contentType: 'text', attachments: [], deletedAt: sql`now()` })
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.senderId, userId),
            isNull(chatMessages.deletedAt),
          ),
        )
        .returning();
      if (!row) {
        // Deleted a moment ago (a double click): answer the deleted message again.
        const [gone] = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.id, messageId), eq(chatMessages.senderId, userId)));
        if (gone?.deletedAt) return toMessage(app.storage, gone);
        return refuseChange(userId, messageId);
      }
      const message = toMessage(app.storage, row);
      await announceChange(message);
      return message;
    },

    /** "… is typing": pushed to the others in the conversation, never stored. */
    async typing(userId: string, conversationId: string) {
      await ownConversation(userId, conversationId);
      const payload: ChatTypingEvent = { conversationId, userId };
      const others = (await participantIds(conversationId)).filter((id) => id !== userId);
      if (others.length > 0)
        await app.events.publish({ userIds: others, type: CHAT_EVENTS.typing, payload });
    },

    async setStatus(userId: string, status: User['presence']) {
      if (status !== 'invisible') {
        // Back from invisible: active from now, so the idle rule does not read it as offline.
        await db
          .update(users)
          .set({ presence: status, updatedAt: new Date(), lastActivity: new Date() })
          .where(eq(users.id, userId));
      } else {
        await db
          .update(users)
          .set({ presence: status, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      await app.auth.invalidateUser(userId);
      await presence.statusChanged(userId);
      return status;
    },
  };
}
