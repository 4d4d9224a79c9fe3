// What each list exports: its columns (values as stored: ISO 8601 dates, plain numbers), the
// rows the caller may see, and the list's own filters, search and sort, read with the list's
// own query schema so a URL of the list page exports exactly what the page shows.
import { sql, type SQL } from 'drizzle-orm';
import { BlogPostListQuerySchema } from '@keel/contracts/blog';
import type { ExportList } from '@keel/contracts/export';
import { FileListQuerySchema } from '@keel/contracts/files';
import { InvoiceListQuerySchema } from '@keel/contracts/invoices';
import { OrderListQuerySchema } from '@keel/contracts/orders';
import type { Permission } from '@keel/contracts/permissions';
import { LOW_STOCK_MAX, ProductListQuerySchema } from '@keel/contracts/products';
import { UserListQuerySchema } from '@keel/contracts/users';
import { forbidden } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';

export interface ExportCaller {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

export interface ExportColumn {
  key: string;
  value: SQL;
}

/** One list's export for one request: a FROM with its conditions, a sort and columns. */
export interface ExportPlan {
  from: SQL;
  where: SQL[];
  /** A non-null sort key and the row id: the keyset the batches walk. */
  sort: { value: SQL; direction: 'asc' | 'desc' };
  id: SQL;
  columns: ExportColumn[];
}

type Planner = (caller: ExportCaller, query: Record<string, unknown>) => ExportPlan;

const column = (key: string, value: SQL): ExportColumn => ({ key, value });
const today = () => new Date(new Date().toISOString().slice(0, 10));
/** Dates as given by the lists: a day alone takes the whole day. */
const dayEnd = (value: string) => {
  const end = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) end.setUTCDate(end.getUTCDate() + 1);
  else end.setTime(end.getTime() + 1);
  return end;
};

function need(caller: ExportCaller, permission: Permission) {
  if (!caller.permissions.has(permission)) throw forbidden();
}

const users: Planner = (caller, raw) => {
  need(caller, 'users.read');
  const query = UserListQuerySchema.parse(raw);
  const privateToo = caller.permissions.has('users.read-private');
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      sql`(u.display_name ilike ${pattern} or u.email ilike ${pattern} or u.company ilike ${pattern})`,
    );
  }
  if (query.status !== 'all') where.push(sql`u.status = ${query.status}`);
  if (query.role?.length) where.push(sql`u.job_title in ${query.role}`);
  if (query.access) where.push(sql`u.role = ${query.access}`);
  const sorts: Record<string, SQL> = {
    displayName: sql`lower(u.display_name)`,
    email: sql`lower(u.email)`,
    phoneNumber: sql`u.phone_number`,
    company: sql`lower(u.company)`,
    jobTitle: sql`u.job_title`,
    role: sql`u.role`,
    isVerified: sql`u.is_verified`,
    status: sql`u.status`,
  };
  const sort = query.sort ?? { field: 'displayName', direction: 'asc' as const };
  return {
    from: sql`users u`,
    where,
    sort: { value: sorts[sort.field] ?? sql`u.created_at`, direction: sort.direction },
    id: sql`u.id`,
    columns: [
      column('name', sql`u.display_name`),
      ...(privateToo
        ? [
            column('email', sql`u.email`),
            column('phoneNumber', sql`u.phone_number`),
            column('address', sql`u.address`),
            column('city', sql`u.city`),
            column('country', sql`u.country`),
          ]
        : []),
      column('company', sql`u.company`),
      column('jobTitle', sql`u.job_title`),
      column('role', sql`u.role`),
      column('status', sql`u.status`),
      column('isVerified', sql`u.is_verified`),
      column('createdAt', sql`u.created_at`),
    ],
  };
};

const products: Planner = (caller, raw) => {
  need(caller, 'products.read');
  const query = ProductListQuerySchema.parse(raw);
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(sql`(p.name ilike ${pattern} or p.code ilike ${pattern} or p.sku ilike ${pattern})`);
  }
  if (query.inventoryType?.length) {
    const stock = {
      in_stock: sql`p.available > ${LOW_STOCK_MAX}`,
      low_stock: sql`(p.available between 1 and ${LOW_STOCK_MAX})`,
      out_of_stock: sql`p.available <= 0`,
    };
    where.push(
      sql`(${sql.join(
        query.inventoryType.map((type) => stock[type]),
        sql` or `,
      )})`,
    );
  }
  const sorts: Record<string, SQL> = {
    createdAt: sql`p.created_at`,
    name: sql`lower(p.name)`,
    price: sql`p.price`,
    available: sql`p.available`,
    sold: sql`p.sold`,
  };
  const sort = query.sort ?? { field: 'createdAt', direction: 'desc' as const };
  return {
    from: sql`products p`,
    where,
    sort: { value: sorts[sort.field]!, direction: sort.direction },
    id: sql`p.id`,
    columns: [
      column('name', sql`p.name`),
      column('code', sql`p.code`),
      column('sku', sql`p.sku`),
      column('category', sql`p.category`),
      column('gender', sql`p.gender`),
      column('price', sql`p.price`),
      column('priceSale', sql`p.price_sale`),
      column('available', sql`p.available`),
      column('sold', sql`p.sold`),
      column('createdAt', sql`p.created_at`),
    ],
  };
};

const orders: Planner = (caller, raw) => {
  // As the orders list: everyone's with orders.read, else the buyer's own.
  if (!caller.permissions.has('orders.read') && !caller.permissions.has('shop.buy'))
    throw forbidden();
  const query = OrderListQuerySchema.parse(raw);
  const where: SQL[] = [];
  if (!caller.permissions.has('orders.read') || query.customer === 'me')
    where.push(sql`o.customer_id = ${caller.userId}`);
  if (query.q) {
    const number = Number(query.q.replace(/^#/, ''));
    where.push(
      Number.isInteger(number) && number > 0 && number < 2 ** 31
        ? sql`(o.customer_name ilike ${containsPattern(query.q)} or o.order_number = ${number})`
        : sql`o.customer_name ilike ${containsPattern(query.q)}`,
    );
  }
  if (query.status) where.push(sql`o.status = ${query.status}`);
  const sorts: Record<string, SQL> = {
    createdAt: sql`o.created_at`,
    total: sql`o.total`,
    orderNumber: sql`o.order_number`,
  };
  return {
    from: sql`orders o`,
    where,
    sort: { value: sorts[query.sort.field]!, direction: query.sort.direction },
    id: sql`o.id`,
    columns: [
      column('orderNumber', sql`'#' || o.order_number`),
      column('createdAt', sql`o.created_at`),
      column('customerName', sql`o.customer_name`),
      column('customerEmail', sql`o.customer_email`),
      column(
        'items',
        sql`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)`,
      ),
      column('subtotal', sql`o.subtotal`),
      column('discount', sql`o.discount`),
      column('shipping', sql`o.shipping`),
      column('total', sql`o.total`),
      column('payment', sql`o.payment`),
      column('status', sql`o.status`),
    ],
  };
};

const invoices: Planner = (caller, raw) => {
  need(caller, 'invoices.read');
  const query = InvoiceListQuerySchema.parse(raw);
  const where: SQL[] = [];
  const start = today();
  if (query.q) {
    const number = Number(query.q.replace(/^(inv-?)?/i, ''));
    where.push(
      Number.isInteger(number) && number > 0 && number < 2 ** 31
        ? sql`(i.client_name ilike ${containsPattern(query.q)} or i.invoice_number = ${number})`
        : sql`i.client_name ilike ${containsPattern(query.q)}`,
    );
  }
  if (query.status === 'paid' || query.status === 'draft')
    where.push(sql`i.status = ${query.status}`);
  if (query.status === 'unpaid')
    where.push(sql`i.status = 'unpaid' and i.due_date >= ${start.toISOString()}`);
  if (query.status === 'overdue')
    where.push(sql`i.status = 'unpaid' and i.due_date < ${start.toISOString()}`);
  if (query.services?.length)
    where.push(
      sql`exists (select 1 from invoice_items s where s.invoice_id = i.id and s.service in ${query.services})`,
    );
  if (query.from) where.push(sql`i.create_date >= ${new Date(query.from).toISOString()}`);
  if (query.to) where.push(sql`i.create_date < ${dayEnd(query.to).toISOString()}`);
  const sorts: Record<string, SQL> = {
    createDate: sql`i.create_date`,
    dueDate: sql`i.due_date`,
    totalPrice: sql`i.total`,
    invoiceNumber: sql`i.invoice_number`,
    sent: sql`i.sent`,
    clientName: sql`lower(i.client_name)`,
  };
  return {
    from: sql`invoices i`,
    where,
    sort: { value: sorts[query.sort.field]!, direction: query.sort.direction },
    id: sql`i.id`,
    columns: [
      column('invoiceNumber', sql`'INV-' || i.invoice_number`),
      column('clientName', sql`i.client_name`),
      column('createDate', sql`i.create_date`),
      column('dueDate', sql`i.due_date`),
      column(
        'status',
        sql`case when i.status = 'unpaid' and i.due_date < ${start.toISOString()} then 'overdue' else i.status end`,
      ),
      column('subtotal', sql`i.subtotal`),
      column('discount', sql`i.discount`),
      column('taxes', sql`i.taxes`),
      column('total', sql`i.total`),
      column('sent', sql`i.sent`),
    ],
  };
};

const files: Planner = (caller, raw) => {
  need(caller, 'files.use');
  const query = FileListQuerySchema.parse(raw);
  const me = caller.userId;
  const shared = sql`f.id in (with recursive shared_tree(id) as (
      select s.file_id from file_shares s where s.user_id = ${me}
      union select c.id from files c join shared_tree t on c.parent_id = t.id) select id from shared_tree)`;
  // Every file of the scope at any depth (as the list with a filter); a folder's own export
  // is its files at any depth below it.
  const where: SQL[] = [];
  // The trash scope is what I deleted; every other scope sees live rows only.
  where.push(
    query.scope === 'trash'
      ? sql`f.deleted_at is not null and f.trash_root_id = f.id`
      : sql`f.deleted_at is null`,
  );
  if (query.scope === 'mine' || query.scope === 'trash') where.push(sql`f.owner_id = ${me}`);
  else if (query.scope === 'shared') where.push(shared);
  else
    where.push(
      sql`f.id in (select v.file_id from file_favorites v where v.user_id = ${me})`,
      sql`(f.owner_id = ${me} or ${shared})`,
    );
  if (query.parentId) {
    where.push(sql`f.id in (with recursive below(id) as (
        select c.id from files c where c.parent_id = ${query.parentId}
        union select c.id from files c join below b on c.parent_id = b.id) select id from below)`);
  }
  if (query.q) where.push(sql`f.name ilike ${containsPattern(query.q)}`);
  if (query.types?.length) where.push(sql`f.category in ${query.types}`);
  if (query.from) where.push(sql`f.updated_at >= ${new Date(query.from).toISOString()}`);
  if (query.to) where.push(sql`f.updated_at < ${dayEnd(query.to).toISOString()}`);
  const sorts: Record<string, SQL> = {
    name: sql`lower(f.name)`,
    size: sql`f.size`,
    type: sql`f.type`,
    dateModified: sql`f.updated_at`,
    dateCreated: sql`f.created_at`,
  };
  const sort = query.sort ?? { field: 'dateModified', direction: 'desc' as const };
  return {
    from: sql`files f`,
    where,
    sort: { value: sorts[sort.field]!, direction: sort.direction },
    id: sql`f.id`,
    columns: [
      column('name', sql`f.name`),
      column('type', sql`f.type`),
      column('size', sql`f.size`),
      column('folder', sql`f.is_folder`),
      column('createdAt', sql`f.created_at`),
      column('updatedAt', sql`f.updated_at`),
    ],
  };
};

const posts: Planner = (caller, raw) => {
  need(caller, 'blog.write');
  const query = BlogPostListQuerySchema.parse(raw);
  const where: SQL[] = [];
  // Drafts are their author's unless the caller publishes anyone's (as the search).
  if (!caller.permissions.has('blog.publish'))
    where.push(sql`(b.publish or b.author_id = ${caller.userId})`);
  if (query.status === 'published') where.push(sql`b.publish`);
  if (query.status === 'draft') where.push(sql`not b.publish`);
  if (query.q) where.push(sql`b.title ilike ${containsPattern(query.q)}`);
  if (query.tag) where.push(sql`${query.tag} = any(b.tags)`);
  const sort =
    query.sort === 'popular'
      ? { value: sql`b.view_count`, direction: 'desc' as const }
      : {
          value: sql`b.created_at`,
          direction: query.sort === 'oldest' ? ('asc' as const) : ('desc' as const),
        };
  return {
    from: sql`blog_posts b join users a on a.id = b.author_id`,
    where,
    sort,
    id: sql`b.id`,
    columns: [
      column('title', sql`b.title`),
      column('author', sql`a.display_name`),
      column('published', sql`b.publish`),
      column('publishedAt', sql`b.published_at`),
      column('createdAt', sql`b.created_at`),
      column('views', sql`b.view_count`),
      column('comments', sql`b.comment_count`),
      column('tags', sql`b.tags`),
    ],
  };
};

export const EXPORT_PLANNERS: Record<ExportList, Planner> = {
  users,
  products,
  orders,
  invoices,
  files,
  posts,
};
