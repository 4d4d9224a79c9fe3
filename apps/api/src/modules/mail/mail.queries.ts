// The mailbox reads, as prepared statements: one user's copies joined with their messages,
// filtered by label, searched, paged; and the unread count of every label in one pass.
import { and, desc, eq, sql } from 'drizzle-orm';
import { CUSTOM_LABEL_IDS, type MailListQuerySchema } from '@keel/contracts/mail';
import type { Database } from '@keel/db/client';
import { mailItems, mails } from '@keel/db/schema/mail';
import type { z } from 'zod';

/** Folders whose mail shows under "all" and the flag and custom labels (Gmail's "All mail"). */
const LIVE_FOLDERS = "'inbox','sent','archive'";

export interface ListFilter {
  folders: string;
  starredOnly: boolean;
  importantOnly: boolean;
  label: string;
}

export function listFilter(query: z.output<typeof MailListQuerySchema>): ListFilter {
  const live = {
    folders: 'inbox,sent,archive',
    starredOnly: false,
    importantOnly: false,
    label: '',
  };
  if (query.customLabel) return { ...live, label: query.customLabel };
  switch (query.systemLabel ?? 'inbox') {
    case 'all':
      return live;
    case 'starred':
      return { ...live, starredOnly: true };
    case 'important':
      return { ...live, importantOnly: true };
    default:
      return { ...live, folders: query.systemLabel ?? 'inbox' };
  }
}

export const replyToIdColumn = sql<string | null>`(
  select r.id from mail_items r
  where r.mail_id = ${mails.replyToMailId} and r.user_id = ${mailItems.userId}
  limit 1
)`;

export function prepareMailQueries(db: Database) {
  const where = and(
    eq(mailItems.userId, sql.placeholder('userId')),
    sql`${mailItems.folder} = any(string_to_array(${sql.placeholder('folders')}::text, ','))`,
    sql`(not ${sql.placeholder('starredOnly')}::boolean or ${mailItems.isStarred})`,
    sql`(not ${sql.placeholder('importantOnly')}::boolean or ${mailItems.isImportant})`,
    sql`(${sql.placeholder('label')}::text = '' or ${sql.placeholder('label')}::text = any(${mailItems.labelIds}))`,
    sql`(${sql.placeholder('pattern')}::text = '' or ${mails.subject} ilike ${sql.placeholder('pattern')}
      or ${mails.plainText} ilike ${sql.placeholder('pattern')} or ${mails.fromName} ilike ${sql.placeholder('pattern')}
      or ${mails.fromEmail} ilike ${sql.placeholder('pattern')})`,
  );

  // Threads (issue 20): a list shows one row per conversation, its newest mail under the label,
  // with how many of the label's mails the conversation holds.
  const ranked = db
    .select({
      id: sql<string>`${mailItems.id}`.as('ranked_id'),
      rank: sql<number>`row_number() over (partition by ${mails.threadId} order by ${mailItems.createdAt} desc, ${mailItems.id} desc)`.as(
        'thread_rank',
      ),
      threadCount: sql<number>`count(*) over (partition by ${mails.threadId})`
        .mapWith(Number)
        .as('thread_count'),
      threadUnread:
        sql<boolean>`bool_or(${mailItems.isUnread}) over (partition by ${mails.threadId})`.as(
          'thread_unread',
        ),
    })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .where(where)
    .as('ranked');

  const page = db
    .select({
      item: mailItems,
      mail: mails,
      replyToId: replyToIdColumn,
      threadCount: ranked.threadCount,
      threadUnread: ranked.threadUnread,
    })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .innerJoin(ranked, eq(ranked.id, mailItems.id))
    .where(eq(ranked.rank, 1))
    .orderBy(desc(mailItems.createdAt), desc(mailItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('mail_page');

  const total = db
    .select({ value: sql<number>`count(distinct ${mails.threadId})`.mapWith(Number) })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .where(where)
    .prepare('mail_total');

  /** The reader's mails of one conversation, oldest first; drafts and Trash stay out of it. */
  const thread = db
    .select({ item: mailItems, mail: mails, replyToId: replyToIdColumn })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .where(
      and(
        eq(mailItems.userId, sql.placeholder('userId')),
        eq(mails.threadId, sql.placeholder('threadId')),
        sql`${mailItems.folder} not in ('drafts', 'trash')`,
      ),
    )
    .orderBy(mailItems.createdAt, mailItems.id)
    .limit(100)
    .prepare('mail_thread');

  const byId = db
    .select({ item: mailItems, mail: mails, replyToId: replyToIdColumn })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .where(
      and(eq(mailItems.id, sql.placeholder('id')), eq(mailItems.userId, sql.placeholder('userId'))),
    )
    .prepare('mail_by_id');

  // Counted in conversations, as the lists show them.
  const unreadByLabel = (condition: string) =>
    sql<number>`count(distinct ${mails.threadId}) filter (where ${sql.raw(condition)})`.mapWith(
      Number,
    );
  const customCounts = Object.fromEntries(
    CUSTOM_LABEL_IDS.map((id) => [
      id,
      unreadByLabel(`folder in (${LIVE_FOLDERS}) and '${id}' = any(label_ids)`),
    ]),
  );
  const unread = db
    .select({
      all: unreadByLabel(`folder in (${LIVE_FOLDERS})`),
      inbox: unreadByLabel(`folder = 'inbox'`),
      sent: unreadByLabel(`folder = 'sent'`),
      drafts: unreadByLabel(`folder = 'drafts'`),
      trash: unreadByLabel(`folder = 'trash'`),
      spam: unreadByLabel(`folder = 'spam'`),
      archive: unreadByLabel(`folder = 'archive'`),
      important: unreadByLabel(`folder in (${LIVE_FOLDERS}) and is_important`),
      starred: unreadByLabel(`folder in (${LIVE_FOLDERS}) and is_starred`),
      ...customCounts,
    })
    .from(mailItems)
    .innerJoin(mails, eq(mails.id, mailItems.mailId))
    .where(and(eq(mailItems.userId, sql.placeholder('userId')), eq(mailItems.isUnread, true)))
    .prepare('mail_unread_by_label');

  return { page, total, byId, unread, thread };
}
