// The contact inbox: a page of contact-form messages (searched, filtered and counted in SQL),
// read / unread, delete, and a reply by e-mail through the mailer (plugins/mailer.ts: SMTP when
// configured, else the outbox table), which marks the message read and replied.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ContactListQuerySchema,
  ContactMessage,
  ContactReplyBodySchema,
  ContactUpdateBodySchema,
} from '@keel/contracts/contact-inbox';
import type { User } from '@keel/contracts/user';
import { contactMessages } from '@keel/db/schema/site';
import type { z } from 'zod';
import { notFound } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';

type Row = typeof contactMessages.$inferSelect;

export function toContactMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: row.isRead,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  } satisfies ContactMessage;
}

const sortColumns = {
  createdAt: contactMessages.createdAt,
  name: sql`lower(${contactMessages.name})`,
} as const;

export function createContactInboxService(app: Pick<FastifyInstance, 'db' | 'mailer'>) {
  const { db } = app;

  return {
    async list(query: z.output<typeof ContactListQuerySchema>) {
      const search = query.q
        ? or(
            ilike(contactMessages.name, containsPattern(query.q)),
            ilike(contactMessages.email, containsPattern(query.q)),
            ilike(contactMessages.subject, containsPattern(query.q)),
          )
        : undefined;
      const tab: Record<typeof query.status, SQL | undefined> = {
        all: undefined,
        unread: eq(contactMessages.isRead, false),
        replied: isNotNull(contactMessages.repliedAt),
      };
      const where = and(search, tab[query.status]);
      const column = sortColumns[query.sort.field];
      const [rows, [total], [counts]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(
            query.sort.direction === 'asc' ? asc(column) : desc(column),
            asc(contactMessages.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(contactMessages).where(where),
        db
          .select({
            all: count(),
            unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(
              Number,
            ),
            replied: sql<number>`count(${contactMessages.repliedAt})`.mapWith(Number),
          })
          .from(contactMessages)
          .where(search),
      ]);
      return {
        messages: rows.map(toContactMessage),
        total: total?.value ?? 0,
        counts: counts ?? { all: 0, unread: 0, replied: 0 },
      };
    },

    async update(body: z.output<typeof ContactUpdateBodySchema>) {
      await db
        .update(contactMessages)
        .set({ isRead: body.isRead })
        .where(inArray(contactMessages.id, body.messageIds));
      return {};
    },

    async remove(messageIds: string[]) {
      await db.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
      return {};
    },

    async reply(sender: User, body: z.output<typeof ContactReplyBodySchema>) {
      const [found] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, body.messageId));
      if (!found) throw notFound('Message');
      const quoted = found.message
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
      await app.mailer.send({
        to: found.email,
        subject: body.subject,
        text: `${body.message}\n\n${sender.displayName}, Keel\n\nOn ${found.createdAt.toUTCString()}, ${found.name} wrote:\n${quoted}`,
      });
      const [row] = await db
        .update(contactMessages)
        .set({ isRead: true, repliedAt: new Date() })
        .where(eq(contactMessages.id, found.id))
        .returning();
      return { message: toContactMessage(row ?? found) };
    },
  };
}
