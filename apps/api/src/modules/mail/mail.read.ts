// The mailbox reads (the GETs), as prepared statements: one user's copies joined with their
// messages, filtered by label, searched, paged; the unread count of every label in one pass; the
// recipient search. Rows become contracts in mail.mapper.ts; the writes are in mail.service.ts.
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CUSTOM_LABEL_IDS, type Mail, type MailListQuerySchema } from '@keel/contracts/mail';
import type { Database } from '@keel/db/client';
import { mailItems, mails } from '@keel/db/schema/mail';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { notFound } from '../../shared/http-error.ts';
import { richTextToPlain } from '../../shared/rich-text.ts';
import { personColumns, toLabels, toMail } from './mail.mapper.ts';

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

const likePattern = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : '');

/** The reads of one mailbox; the service uses `ownItem` and `byIds` to answer its writes. */
export function createMailReader(app: Pick<FastifyInstance, 'db' | 'storage'>) {
  const { db } = app;
  const queries = prepareMailQueries(db);

  async function ownItem(userId: string, id: string) {
    const [row] = await queries.byId.execute({ id, userId });
    if (!row) throw notFound('Mail');
    return row;
  }

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

  return {
    queries,
    ownItem,
    byIds,

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

    async recipients(userId: string, q: string) {
      const pattern = likePattern(q) || '%';
      const rows = await db
        .select(personColumns)
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
  };
}

export type MailReader = ReturnType<typeof createMailReader>;
