// What each History tab may show and bring back. Restoring writes the columns listed here
// straight from the trail, so only plain fields qualify: no names behind unique slugs, stock
// counts, statuses with side effects (payment, publishing, bans), derived totals or positions.
import type { HistoryResource } from '@keel/contracts/audit';
import type { Permission } from '@keel/contracts/permissions';

export interface HistoryRules {
  read: Permission;
  restore: Permission;
  restorable: readonly string[];
}

export const HISTORY_RULES: Record<HistoryResource, HistoryRules> = {
  invoices: {
    read: 'invoices.read',
    restore: 'invoices.write',
    restorable: ['notes', 'create_date', 'due_date', 'invoice_from', 'invoice_to', 'client_name'],
  },
  products: {
    read: 'products.read',
    restore: 'products.write',
    restorable: [
      'code',
      'sku',
      'description',
      'images',
      'tags',
      'colors',
      'sizes',
      'price',
      'price_sale',
      'include_taxes',
      'taxes',
      'gender',
      'category',
    ],
  },
  blog_posts: {
    read: 'blog.write',
    restore: 'blog.write',
    restorable: [
      'description',
      'cover',
      'body',
      'tags',
      'allow_comments',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ],
  },
  users: {
    // The trail shows private fields (phone, address).
    read: 'users.read-private',
    restore: 'users.manage',
    restorable: [
      'first_name',
      'last_name',
      'display_name',
      'phone_number',
      'country',
      'state',
      'city',
      'address',
      'zip_code',
      'company',
      'job_title',
      'about',
      'is_public',
    ],
  },
  kanban_cards: {
    read: 'kanban.use',
    restore: 'kanban.use',
    restorable: ['name', 'description', 'due_start', 'due_end', 'priority', 'completed'],
  },
};
