// The people chat offers (the GETs contacts and search, and a contact by id or slug for a
// conversation key), as prepared statements mapped with chat.mapper.ts; each answer shows private
// fields only to whom may read them (shared/private-fields.ts). Conversations are in chat.read.ts.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@keel/db/schema/users';
import type { Viewer } from '../../shared/private-fields.ts';
import { likePattern } from '../../shared/user-slug.ts';
import { contactColumns, toContact } from './chat.mapper.ts';

export const CONTACTS_LIMIT = 500;

export function createContactReader(app: Pick<FastifyInstance, 'db' | 'auth'>) {
  const { db } = app;
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

  const byId = db
    .select(contactColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('chat_contact_by_id');
  const bySlug = db
    .select(contactColumns)
    .from(users)
    .where(eq(users.slug, sql.placeholder('slug')))
    .prepare('chat_contact_by_slug');

  /** Who is asking, for the private fields of the people in the answer. */
  const viewer = async (userId: string): Promise<Viewer> => ({
    id: userId,
    permissions: await app.auth.permissionsOf(userId),
  });

  return {
    viewer,

    async byId(id: string) {
      const [row] = await byId.execute({ id });
      return row;
    },

    async bySlug(slug: string) {
      const [row] = await bySlug.execute({ slug });
      return row;
    },

    async contacts(userId: string) {
      const me = await viewer(userId);
      return (await contacts.execute({ userId })).map((row) => toContact(row, me));
    },

    async search(userId: string, query: string) {
      const me = await viewer(userId);
      return (await search.execute({ userId, pattern: likePattern(query) })).map((row) =>
        toContact(row, me),
      );
    },
  };
}
