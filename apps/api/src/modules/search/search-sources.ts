// One query per kind of record for the command palette, each limited to what the caller may
// see (the same rules as the lists: permissions, then ownership). Ranking: exact, then prefix,
// then trigram similarity. Each way of matching is a bounded branch on its own index (see
// `ranked`), so a common word costs as little as a rare one.
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

/**
 * Rows each branch hands to the ranking. Ranking every row that contains a common word (1 in 12
 * of 100,000 names contains "sofia") computed a similarity per row and cost 50–60 ms per kind;
 * ranking a bounded set costs about 1 ms, and the "starts with" branch keeps the best matches in it.
 */
export const SEARCH_CANDIDATES = 50;

const score = (column: SQL, terms: SearchTerms) =>
  sql`(case when lower(${column}) = lower(${terms.q}) then 2 when ${column} ilike ${terms.prefix} then 1 else 0 end + similarity(${column}, ${terms.q}))`;

/** Starts with the text: a btree range on `lower(column) text_pattern_ops` (migration 0016). */
const startsWith = (column: SQL, terms: SearchTerms) =>
  sql`lower(${column}) like lower(${terms.prefix})`;
/** Contains the text: the pg_trgm GIN index on the column. */
const contains = (column: SQL, terms: SearchTerms) => sql`${column} ilike ${terms.contains}`;

/**
 * `select` (the result columns, its tables and the caller's visibility, ending in a where
 * clause) once per way of matching, each limited, then the union ranked.
 */
function ranked(select: SQL, matches: SQL[], terms: SearchTerms): SQL {
  const branches = matches.map((match) => sql`(${select} and ${match} limit ${SEARCH_CANDIDATES})`);
  return sql`select * from (${sql.join(branches, sql` union `)}) found
    order by found.score desc, found.title, found.id limit ${terms.limit}`;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: 'people',
    query({ permissions }, terms) {
      if (!permissions.has('users.read')) return undefined;
      // E-mail addresses are private: matched and shown only with users.read-private.
      const privateToo = permissions.has('users.read-private');
      const name = sql`u.display_name`;
      const subtitle = privateToo ? sql`u.email` : sql`u.job_title`;
      const select = sql`select u.id::text as id, u.slug as slug, ${name} as title, ${subtitle} as subtitle, ${score(name, terms)} as score
        from users u where true`;
      const matches = [startsWith(name, terms), contains(name, terms)];
      if (privateToo) matches.push(contains(sql`u.email`, terms));
      return ranked(select, matches, terms);
    },
  },
  {
    kind: 'mail',
    query({ userId, permissions }, terms) {
      if (!permissions.has('mail.use')) return undefined;
      const subject = sql`m.subject`;
      const select = sql`select m.id::text as id, null as slug, ${subject} as title, m.from_name as subtitle, ${score(subject, terms)} as score
        from mail_items mi join mails m on m.id = mi.mail_id
        where mi.user_id = ${userId} and mi.folder <> 'trash'`;
      return ranked(select, [startsWith(subject, terms), contains(subject, terms)], terms);
    },
  },
  {
    kind: 'files',
    query({ userId, permissions }, terms) {
      if (!permissions.has('files.use')) return undefined;
      const name = sql`f.name`;
      const select = sql`select f.id::text as id, null as slug, ${name} as title, f.type as subtitle, ${score(name, terms)} as score
        from files f
        where f.deleted_at is null
          and (f.owner_id = ${userId} or exists (select 1 from file_shares s where s.file_id = f.id and s.user_id = ${userId}))`;
      return ranked(select, [startsWith(name, terms), contains(name, terms)], terms);
    },
  },
  {
    kind: 'invoices',
    query({ permissions }, terms) {
      if (!permissions.has('invoices.read')) return undefined;
      const client = sql`i.client_name`;
      const byNumber = terms.number === null ? sql`false` : sql`i.invoice_number = ${terms.number}`;
      const select = sql`select i.id::text as id, null as slug, 'INV-' || i.invoice_number as title, ${client} as subtitle,
          (case when ${byNumber} then 3 else ${score(client, terms)} end) as score
        from invoices i where true`;
      const matches = [startsWith(client, terms), contains(client, terms)];
      if (terms.number !== null) matches.push(byNumber);
      return ranked(select, matches, terms);
    },
  },
  {
    kind: 'orders',
    query({ userId, permissions }, terms) {
      // Without orders.read a buyer finds their own orders only (as in the orders list).
      if (!permissions.has('orders.read') && !permissions.has('shop.buy')) return undefined;
      const mine = permissions.has('orders.read') ? sql`true` : sql`o.customer_id = ${userId}`;
      const customer = sql`o.customer_name`;
      const byNumber = terms.number === null ? sql`false` : sql`o.order_number = ${terms.number}`;
      const select = sql`select o.id::text as id, null as slug, '#' || o.order_number as title, ${customer} as subtitle,
          (case when ${byNumber} then 3 else ${score(customer, terms)} end) as score
        from orders o where ${mine}`;
      const matches = [startsWith(customer, terms), contains(customer, terms)];
      if (terms.number !== null) matches.push(byNumber);
      return ranked(select, matches, terms);
    },
  },
  {
    kind: 'products',
    query({ permissions }, terms) {
      if (!permissions.has('products.read')) return undefined;
      const name = sql`p.name`;
      const select = sql`select p.id::text as id, p.slug as slug, ${name} as title, p.sku as subtitle, ${score(name, terms)} as score
        from products p where true`;
      const matches = [
        startsWith(name, terms),
        contains(name, terms),
        contains(sql`p.sku`, terms),
        contains(sql`p.code`, terms),
      ];
      return ranked(select, matches, terms);
    },
  },
  {
    kind: 'posts',
    query({ userId, permissions }, terms) {
      if (!permissions.has('blog.write')) return undefined;
      // Drafts are their author's, unless the caller publishes anyone's.
      const visible = permissions.has('blog.publish')
        ? sql`true`
        : sql`(b.publish or b.author_id = ${userId})`;
      const title = sql`b.title`;
      const select = sql`select b.id::text as id, b.slug as slug, ${title} as title, b.description as subtitle, ${score(title, terms)} as score
        from blog_posts b where ${visible}`;
      return ranked(select, [startsWith(title, terms), contains(title, terms)], terms);
    },
  },
  {
    kind: 'cards',
    query({ permissions }, terms) {
      if (!permissions.has('kanban.use')) return undefined;
      const name = sql`c.name`;
      const select = sql`select c.id::text as id, null as slug, ${name} as title, k.name as subtitle, ${score(name, terms)} as score
        from kanban_cards c join kanban_columns k on k.id = c.column_id where true`;
      return ranked(select, [startsWith(name, terms), contains(name, terms)], terms);
    },
  },
];
