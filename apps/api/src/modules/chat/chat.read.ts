// The chat reads (the GETs), as prepared statements: contacts, my conversations with unread
// counts, their participants and last messages, one conversation's messages (paged backwards),
// direct lookup. chat.service.ts runs them and maps the rows with chat.mapper.ts.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { chatConversations, chatMessages, chatParticipants } from '@keel/db/schema/chat';
import { users } from '@keel/db/schema/users';
import { contactColumns } from './chat.mapper.ts';

export const CONTACTS_LIMIT = 500;
export const CONVERSATIONS_LIMIT = 200;
export const MESSAGES_PAGE = 50;

const idList = (name: string) =>
  sql`any(string_to_array(${sql.placeholder(name)}::text, ',')::uuid[])`;

export function prepareChatQueries(db: Database) {
  const contacts = db
    .select(contactColumns)
    .from(users)
    .where(and(eq(users.status, 'active'), ne(users.id, sql.placeholder('userId'))))
    .orderBy(desc(sql`connected`), asc(users.displayName))
    .limit(CONTACTS_LIMIT)
    .prepare('chat_contacts');

  const search = db
    .select(contactColumns)
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.id, sql.placeholder('userId')),
        sql`(${users.displayName} ilike ${sql.placeholder('pattern')} or ${users.email} ilike ${sql.placeholder('pattern')}
          or ${users.slug} ilike ${sql.placeholder('pattern')})`,
      ),
    )
    .orderBy(asc(users.displayName))
    .limit(20)
    .prepare('chat_search');

  const contactById = db
    .select(contactColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('chat_contact_by_id');
  const contactBySlug = db
    .select(contactColumns)
    .from(users)
    .where(eq(users.slug, sql.placeholder('slug')))
    .prepare('chat_contact_by_slug');

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
    contacts,
    search,
    contactById,
    contactBySlug,
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

export type ChatQueries = ReturnType<typeof prepareChatQueries>;
