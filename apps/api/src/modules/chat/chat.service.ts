// Chat rules: only participants read a conversation; a first message to a contact creates the
// one-to-one conversation (one per pair), several recipients make a group; sending pushes the
// message to every participant and notifies the others; opening records the read receipt.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  ChatMessages,
  type ChatMessageEvent,
  type ChatSeenEvent,
  type ChatTypingEvent,
  type Conversation,
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
import { toContact, toMessage, toParticipant } from './chat.mapper.ts';
import { prepareChatQueries } from './chat.read.ts';
import type { Viewer } from '../../shared/private-fields.ts';
import type { PresenceService } from './presence.service.ts';

type ChatApp = Pick<FastifyInstance, 'db' | 'events' | 'storage' | 'auth' | 'notifications'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const contactNotFound = () => new HttpError(404, ChatMessages.contactNotFound, 'NOT_FOUND');
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export function createChatService(app: ChatApp, presence: PresenceService) {
  const { db } = app;
  const queries = prepareChatQueries(db);
  const { notifications } = app;

  /** Conversations with participants and messages, in the order of `heads`. */
  const viewer = async (userId: string): Promise<Viewer> => ({
    id: userId,
    permissions: await app.auth.permissionsOf(userId),
  });

  async function assemble(
    userId: string,
    heads: { id: string; type: 'ONE_TO_ONE' | 'GROUP'; unreadCount: number }[],
    messagesOf: (id: string) => Promise<Conversation['messages']>,
  ): Promise<Conversation[]> {
    if (heads.length === 0) return [];
    const ids = heads.map((head) => head.id).join(',');
    const [participants, me] = await Promise.all([
      queries.participantsOf.execute({ ids }),
      viewer(userId),
    ]);
    return Promise.all(
      heads.map(async (head) => ({
        id: head.id,
        type: head.type,
        participants: participants
          .filter((row) => row.conversationId === head.id)
          .map((row) => toParticipant(row, me)),
        messages: await messagesOf(head.id),
        unreadCount: head.unreadCount,
      })) satisfies Promise<Conversation>[],
    );
  }

  async function participantIds(conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: chatParticipants.userId })
      .from(chatParticipants)
      .where(eq(chatParticipants.conversationId, conversationId));
    return rows.map((row) => row.userId);
  }

  /** Resolves a conversation key to my conversation's id, or to the contact I have none with yet. */
  async function resolveKey(
    userId: string,
    key: string,
  ): Promise<{ conversationId: string | null; contactId?: string }> {
    if (UUID.test(key)) {
      const [head] = await queries.myConversation.execute({ userId, id: key });
      if (!head) throw notFound('Conversation');
      return { conversationId: head.id };
    }
    const [contact] = await queries.contactBySlug.execute({ slug: key });
    if (!contact || contact.id === userId) throw contactNotFound();
    const [direct] = await queries.directByKey.execute({ key: directKey(userId, contact.id) });
    return { conversationId: direct?.id ?? null, contactId: contact.id };
  }

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
    async contacts(userId: string) {
      const me = await viewer(userId);
      return (await queries.contacts.execute({ userId })).map((row) => toContact(row, me));
    },

    async search(userId: string, query: string) {
      const me = await viewer(userId);
      return (await queries.search.execute({ userId, pattern: likePattern(query) })).map((row) =>
        toContact(row, me),
      );
    },

    async conversations(userId: string): Promise<Conversation[]> {
      const heads = await queries.myConversations.execute({ userId });
      if (heads.length === 0) return [];
      // Each with its latest page of messages, as GET /api/chat/conversation answers: a client
      // that shows a conversation from this list (the Minimal front end does) shows all of it.
      const recent = await queries.recentMessages.execute({
        ids: heads.map((head) => head.id).join(','),
      });
      const byConversation = new Map<string, typeof recent>();
      for (const row of recent) {
        const rows = byConversation.get(row.message.conversationId) ?? [];
        rows.push(row);
        byConversation.set(row.message.conversationId, rows);
      }
      return assemble(userId, heads, async (id) =>
        (byConversation.get(id) ?? []).map((row) => toMessage(app.storage, row.message)),
      );
    },

    async unreadCount(userId: string) {
      const [row] = await queries.totalUnread.execute({ userId });
      return row?.value ?? 0;
    },

    async conversation(userId: string, key: string, before?: string): Promise<Conversation | null> {
      const { conversationId } = await resolveKey(userId, key);
      if (!conversationId) return null;
      const [head] = await queries.myConversation.execute({ userId, id: conversationId });
      if (!head) throw notFound('Conversation');
      const [conversation] = await assemble(userId, [head], async (id) => {
        const rows = before
          ? await queries.messagesBefore.execute({ id, before })
          : await queries.latestMessages.execute({ id });
        return rows.reverse().map((row) => toMessage(app.storage, row));
      });
      return conversation!;
    },

    /** The people I talk with there (me excluded); for a contact without a conversation, that contact. */
    async participants(userId: string, key: string) {
      const { conversationId, contactId } = await resolveKey(userId, key);
      if (!conversationId) {
        const [contact] = await queries.contactById.execute({ id: contactId! });
        return [{ ...toContact(contact!, await viewer(userId)), lastReadAt: null }];
      }
      const [rows, me] = await Promise.all([
        queries.participantsOf.execute({ ids: conversationId }),
        viewer(userId),
      ]);
      return rows.filter((row) => row.id !== userId).map((row) => toParticipant(row, me));
    },

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
        const [head] = await queries.myConversation.execute({
          userId: sender.id,
          id: conversationId,
        });
        if (!head) throw notFound('Conversation');
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
      const [head] = await queries.myConversation.execute({ userId, id: conversationId });
      if (!head) throw notFound('Conversation');
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
