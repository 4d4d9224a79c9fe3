// The chat reads (the GETs): my conversations with unread counts, their participants and last
// messages, one conversation's messages (paged backwards), direct lookup; as prepared statements,
// their rows mapped with chat.mapper.ts. Only participants read a conversation. The people chat
// offers are in chat-contacts.read.ts; the writes in chat.service.ts.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ChatMessages, type Conversation } from '@keel/contracts/chat';
import type { Database } from '@keel/db/client';
import { chatConversations, chatMessages, chatParticipants, directKey } from '@keel/db/schema/chat';
import { users } from '@keel/db/schema/users';
import { HttpError, notFound } from '../../shared/http-error.ts';
import { createContactReader } from './chat-contacts.read.ts';
import { contactColumns, toContact, toMessage, toParticipant } from './chat.mapper.ts';

export const CONVERSATIONS_LIMIT = 200;
export const MESSAGES_PAGE = 50;

const idList = (name: string) =>
  sql`any(string_to_array(${sql.placeholder(name)}::text, ',')::uuid[])`;

export function prepareChatQueries(db: Database) {
  const unreadCount = sql<number>`(
    select count(*) from ${chatMessages} m
    where m.conversation_id = ${chatConversations.id} and m.sender_id <> ${chatParticipants.userId}
      and (${chatParticipants.lastReadAt} is null or m.created_at > ${chatParticipants.lastReadAt})
  )`.mapWith(Number);

  const myConversations = db
    .select({ id: chatConversations.id, type: chatConversations.type, unreadCount })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(eq(chatParticipants.userId, sql.placeholder('userId')))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(CONVERSATIONS_LIMIT)
    .prepare('chat_my_conversations');

  const myConversation = db
    .select({ id: chatConversations.id, type: chatConversations.type, unreadCount })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.userId, sql.placeholder('userId')),
        eq(chatConversations.id, sql.placeholder('id')),
      ),
    )
    .prepare('chat_my_conversation');

  const participantsOf = db
    .select({
      ...contactColumns,
      conversationId: chatParticipants.conversationId,
      lastReadAt: chatParticipants.lastReadAt,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(sql`${chatParticipants.conversationId} = ${idList('ids')}`)
    .orderBy(asc(chatParticipants.joinedAt), asc(users.displayName))
    .prepare('chat_participants_of');

  /** Each conversation's latest page, oldest first: what the conversation answer gives. */
  const ranked = db
    .select({
      id: chatMessages.id,
      rank: sql<number>`row_number() over (partition by ${chatMessages.conversationId} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc)`.as(
        'rank',
      ),
    })
    .from(chatMessages)
    .where(sql`${chatMessages.conversationId} = ${idList('ids')}`)
    .as('ranked');
  const recentMessages = db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(ranked, eq(ranked.id, chatMessages.id))
    .where(sql`${ranked.rank} <= ${MESSAGES_PAGE}`)
    .orderBy(chatMessages.conversationId, asc(chatMessages.createdAt), asc(chatMessages.id))
    .prepare('chat_recent_messages');

  const latestMessages = db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, sql.placeholder('id')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(MESSAGES_PAGE)
    .prepare('chat_latest_messages');

  const messagesBefore = db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, sql.placeholder('id')),
        sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (
          select b.created_at, b.id from ${chatMessages} b where b.id = ${sql.placeholder('before')}::uuid
        )`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(MESSAGES_PAGE)
    .prepare('chat_messages_before');

  const totalUnread = db
    .select({ value: count() })
    .from(chatMessages)
    .innerJoin(chatParticipants, eq(chatParticipants.conversationId, chatMessages.conversationId))
    .where(
      and(
        eq(chatParticipants.userId, sql.placeholder('userId')),
        ne(chatMessages.senderId, sql.placeholder('userId')),
        sql`(${chatParticipants.lastReadAt} is null or ${chatMessages.createdAt} > ${chatParticipants.lastReadAt})`,
      ),
    )
    .prepare('chat_total_unread');

  const directByKey = db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.directKey, sql.placeholder('key')))
    .prepare('chat_direct_by_key');

  return {
    myConversations,
    myConversation,
    participantsOf,
    recentMessages,
    latestMessages,
    messagesBefore,
    directByKey,
    totalUnread,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const contactNotFound = () => new HttpError(404, ChatMessages.contactNotFound, 'NOT_FOUND');

export function createChatReader(app: Pick<FastifyInstance, 'db' | 'storage' | 'auth'>) {
  const { db } = app;
  const queries = prepareChatQueries(db);
  const people = createContactReader(app);
  const { viewer } = people;

  /** My conversation's head, or 404: only participants see a conversation. */
  async function ownConversation(userId: string, id: string) {
    const [head] = await queries.myConversation.execute({ userId, id });
    if (!head) throw notFound('Conversation');
    return head;
  }

  /** Conversations with participants and messages, in the order of `heads`. */
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

  /** Resolves a conversation key to my conversation's id, or to the contact I have none with yet. */
  async function resolveKey(
    userId: string,
    key: string,
  ): Promise<{ conversationId: string | null; contactId?: string }> {
    if (UUID.test(key)) return { conversationId: (await ownConversation(userId, key)).id };
    const contact = await people.bySlug(key);
    if (!contact || contact.id === userId) throw contactNotFound();
    const [direct] = await queries.directByKey.execute({ key: directKey(userId, contact.id) });
    return { conversationId: direct?.id ?? null, contactId: contact.id };
  }

  return {
    ownConversation,

    /** Everyone in the conversation, me included: who hears of what happens there. */
    async participantIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatParticipants.userId })
        .from(chatParticipants)
        .where(eq(chatParticipants.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },

    contacts: people.contacts,
    search: people.search,

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
      const head = await ownConversation(userId, conversationId);
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
        const contact = await people.byId(contactId!);
        return [{ ...toContact(contact!, await viewer(userId)), lastReadAt: null }];
      }
      const [rows, me] = await Promise.all([
        queries.participantsOf.execute({ ids: conversationId }),
        viewer(userId),
      ]);
      return rows.filter((row) => row.id !== userId).map((row) => toParticipant(row, me));
    },
  };
}

export type ChatReader = ReturnType<typeof createChatReader>;
