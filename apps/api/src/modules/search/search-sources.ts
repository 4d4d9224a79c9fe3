// One query per kind of record for the command palette, each limited to what the caller may
// see (the same rules as the lists: permissions, then ownership). Matching is ILIKE on columns
// with pg_trgm indexes; ranking: exact, then prefix, then trigram similarity.
import { sql, type SQL } from 'drizzle-orm';
import type { Permission } from '@keel/contracts/permissions';
import type { SearchKind } from '@keel/contracts/search';

export interface SearchCaller {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

export interface SearchTerms {
  /** The text as typed (trimmed). */
  q: string;
  /** `%text%` with LIKE's wildcards escaped. */
  contains: string;
  /** `text%`, escaped. */
  prefix: string;
  /** The digits of "INV-1042" or "#1042", for numbered records. */
  number: number | null;
  limit: number;
}

export interface SearchSource {
  kind: SearchKind;
  /** undefined: the caller may not see this kind at all. */
  query(caller: SearchCaller, terms: SearchTerms): SQL | undefined;
}

const score = (column: SQL, terms: SearchTerms) =>
  sql`(case when lower(${column}) = lower(${terms.q}) then 2 when ${column} ilike ${terms.prefix} then 1 else 0 end + similarity(${column}, ${terms.q}))`;

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: 'people',
    query({ permissions }, terms) {
      if (!permissions.has('users.read')) return undefined;
      // E-mail addresses are private: matched and shown only with users.read-private.
      const privateToo = permissions.has('users.read-private');
      const matches = privateToo ? sql`(u.display_name ilike ${terms.contains} or u.email ilike ${terms.contains})` : sql`u.display_name ilike ${terms.contains}`;
      const subtitle = privateToo ? sql`u.email` : sql`u.job_title`;
      return sql`select u.id::text as id, u.slug as slug, u.display_name as title, ${subtitle} as subtitle, ${score(sql`u.display_name`, terms)} as score
        from users u where ${matches} order by score desc, u.display_name limit ${terms.limit}`;
    },
  },
  {
    kind: 'mail',
    query({ userId, permissions }, terms) {
      if (!permissions.has('mail.use')) return undefined;
      return sql`select m.id::text as id, null as slug, m.subject as title, m.from_name as subtitle, ${score(sql`m.subject`, terms)} as score
        from mail_items mi join mails m on m.id = mi.mail_id
        where mi.user_id = ${userId} and mi.folder <> 'trash' and m.subject ilike ${terms.contains}
        order by score desc, mi.created_at desc limit ${terms.limit}`;
    },
  },
  {
    kind: 'files',
    query({ userId, permissions }, terms) {
      if (!permissions.has('files.use')) return undefined;
      return sql`select f.id::text as id, null as slug, f.name as title, f.type as subtitle, ${score(sql`f.name`, terms)} as score
        from files f
        where f.name ilike ${terms.contains}
          and (f.owner_id = ${userId} or exists (select 1 from file_shares s where s.file_id = f.id and s.user_id = ${userId}))
        order by score desc, f.updated_at desc limit ${terms.limit}`;
    },
  },
  {
    kind: 'invoices',
    query({ permissions }, terms) {
      if (!permissions.has('invoices.read')) return undefined;
      const byNumber = terms.number === null ? sql`false` : sql`i.invoice_number = ${terms.number}`;
      return sql`select i.id::text as id, null as slug, 'INV-' || i.invoice_number as title, i.client_name as subtitle,
          (case when ${byNumber} then 3 else ${score(sql`i.client_name`, terms)} end) as score
        from invoices i where ${byNumber} or i.client_name ilike ${terms.contains}
        order by score desc, i.invoice_number desc limit ${terms.limit}`;
    },
  },
  {
    kind: 'orders',
    query({ userId, permissions }, terms) {
      // Without orders.read a buyer finds their own orders only (as in the orders list).
      if (!permissions.has('orders.read') && !permissions.has('shop.buy')) return undefined;
      const mine = permissions.has('orders.read') ? sql`true` : sql`o.customer_id = ${userId}`;
      const byNumber = terms.number === null ? sql`false` : sql`o.order_number = ${terms.number}`;
      return sql`select o.id::text as id, null as slug, '#' || o.order_number as title, o.customer_name as subtitle,
          (case when ${byNumber} then 3 else ${score(sql`o.customer_name`, terms)} end) as score
        from orders o where ${mine} and (${byNumber} or o.customer_name ilike ${terms.contains})
        order by score desc, o.created_at desc limit ${terms.limit}`;
    },
  },
  {
    kind: 'products',
    query({ permissions }, terms) {
      if (!permissions.has('products.read')) return undefined;
      return sql`select p.id::text as id, p.slug as slug, p.name as title, p.sku as subtitle, ${score(sql`p.name`, terms)} as score
        from products p where p.name ilike ${terms.contains} or p.sku ilike ${terms.contains} or p.code ilike ${terms.contains}
        order by score desc, p.name limit ${terms.limit}`;
    },
  },
  {
    kind: 'posts',
    query({ userId, permissions }, terms) {
      if (!permissions.has('blog.write')) return undefined;
      // Drafts are their author's, unless the caller publishes anyone's.
      const visible = permissions.has('blog.publish') ? sql`true` : sql`(b.publish or b.author_id = ${userId})`;
      return sql`select b.id::text as id, b.slug as slug, b.title as title, b.description as subtitle, ${score(sql`b.title`, terms)} as score
        from blog_posts b where ${visible} and b.title ilike ${terms.contains}
        order by score desc, b.created_at desc limit ${terms.limit}`;
    },
  },
  {
    kind: 'cards',
    query({ permissions }, terms) {
      if (!permissions.has('kanban.use')) return undefined;
      return sql`select c.id::text as id, null as slug, c.name as title, k.name as subtitle, ${score(sql`c.name`, terms)} as score
        from kanban_cards c join kanban_columns k on k.id = c.column_id where c.name ilike ${terms.contains}
        order by score desc, c.created_at desc limit ${terms.limit}`;
    },
  },
];
