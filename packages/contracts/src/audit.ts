// The audit trail (issue 21): the admin page's list and a record's History tab.
import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageFields } from './common.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Records with a History tab, named by their table (the trail's `resource`). */
export const HISTORY_RESOURCES = [
  'invoices',
  'products',
  'blog_posts',
  'users',
  'kanban_cards',
] as const;
export type HistoryResource = (typeof HISTORY_RESOURCES)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Set when an API token (not a signed-in session) made the change. */
  tokenId: z.string().nullable(),
  sessionId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  recordId: z.string().nullable(),
  /** Column → [before, after]; null on the side that did not exist (create, delete). */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** History only: "restore this version" can be offered for this entry. */
  restorable: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = z.object({
  userId: IdSchema.optional(),
  resource: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,63}$/, 'Resource must be a table name')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Action must be create, update or delete' }).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  ...pageFields({ pageSize: 25, maxPage: 10_000 }),
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

export const AuditListResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Paging asks for one row more than it shows: no count over the whole trail. */
  hasMore: z.boolean(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

export const HistoryQuerySchema = z.object({
  resource: z.enum(HISTORY_RESOURCES, { error: 'Unknown resource' }),
  recordId: IdSchema,
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryResponseSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

export const RestoreBodySchema = HistoryQuerySchema.extend({
  /** The trail entry whose resulting version comes back. */
  entryId: z.string().regex(/^\d{1,18}$/, 'Must be a trail entry id'),
});
export type RestoreBody = z.infer<typeof RestoreBodySchema>;

export const RestoreResponseSchema = z.object({ restoredFields: z.array(z.string()) });
