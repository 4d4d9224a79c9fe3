// Kanban board (docs/spec/seed.md#entities and docs/spec/seed.md#calls; docs/spec/pages.md#data-shapes Kanban card/Column/Board, docs/spec/pages.md#kanban): the seed's
// board and column calls plus Keel's card, move, reorder and comment calls.
import { z } from 'zod';
import { IdSchema, pageFields, PageQuerySchema, requiredString } from './common.ts';
import { nameString } from './bidi.ts';
import { VersionSchema } from './edit-version.ts';
import { AttachmentSchema } from './uploads.ts';
import {
  KANBAN_CARD_NAME_MAX,
  KANBAN_COLUMN_NAME_MAX,
  KANBAN_COMMENT_MAX,
  KANBAN_COMMENT_TYPES,
  KANBAN_DESCRIPTION_MAX,
  KANBAN_PRIORITIES,
  KanbanMessages,
} from './kanban-constants.ts';

// The lists, limits and messages live apart so the web app reads them without zod.
export {
  KANBAN_PRIORITIES,
  KANBAN_COMMENT_TYPES,
  KANBAN_COLUMN_NAME_MAX,
  KANBAN_CARD_NAME_MAX,
  KANBAN_DESCRIPTION_MAX,
  KANBAN_COMMENT_MAX,
  KanbanMessages,
} from './kanban-constants.ts';

export const KanbanPrioritySchema = z.enum(KANBAN_PRIORITIES, {
  error: 'Priority must be low, medium or high',
});
export type KanbanPriority = z.infer<typeof KanbanPrioritySchema>;

export const KanbanAssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type KanbanAssignee = z.infer<typeof KanbanAssigneeSchema>;

export const KanbanCommentSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  messageType: z.enum(KANBAN_COMMENT_TYPES),
  message: z.string(),
});
export type KanbanComment = z.infer<typeof KanbanCommentSchema>;

/** [start, end]; either may be missing. */
export const KanbanDueSchema = z.tuple([z.string().nullable(), z.string().nullable()]);

export const KanbanCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  assignee: z.array(KanbanAssigneeSchema),
  due: KanbanDueSchema,
  priority: KanbanPrioritySchema,
  attachments: z.array(AttachmentSchema),
  comments: z.array(KanbanCommentSchema),
  completed: z.boolean(),
  /** Bumped by every edit of the card's fields (edit-version.ts); moves do not change it. */
  version: z.number(),
});
export type KanbanCard = z.infer<typeof KanbanCardSchema>;

export const KanbanColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  cardIds: z.array(z.string()),
});
export type KanbanColumn = z.infer<typeof KanbanColumnSchema>;

export const KanbanBoardSchema = z.object({
  cards: z.record(z.string(), KanbanCardSchema),
  columns: z.record(z.string(), KanbanColumnSchema),
  columnOrder: z.array(z.string()),
});
export type KanbanBoard = z.infer<typeof KanbanBoardSchema>;

export const KanbanBoardResponseSchema = z.object({ board: KanbanBoardSchema });
export type KanbanBoardResponse = z.infer<typeof KanbanBoardResponseSchema>;

// ---- Columns ----

const columnName = nameString(KanbanMessages.sectionNameRequired, {
  max: KANBAN_COLUMN_NAME_MAX,
  message: KanbanMessages.sectionNameTooLong,
});

/** The body of `columns/new` is the column itself; a new column always starts empty. */
export const KanbanColumnInputSchema = z.object({ name: columnName });
export type KanbanColumnInput = z.input<typeof KanbanColumnInputSchema>;

export const KanbanColumnUpdateBodySchema = z.object({
  columnId: IdSchema,
  column: z.object({ name: columnName }),
});
export type KanbanColumnUpdateBody = z.input<typeof KanbanColumnUpdateBodySchema>;

export const KanbanColumnDeleteBodySchema = z.object({ columnId: IdSchema });

export const KanbanColumnReorderBodySchema = z.object({
  columnOrder: z
    .array(IdSchema)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, KanbanMessages.duplicateColumns),
});
export type KanbanColumnReorderBody = z.input<typeof KanbanColumnReorderBodySchema>;

export const KanbanColumnResponseSchema = z.object({ column: KanbanColumnSchema });
export const KanbanColumnOrderResponseSchema = z.object({ columnOrder: z.array(z.string()) });

// ---- Cards ----

const dueDate = z.iso.datetime({ offset: true, error: KanbanMessages.dueDate }).nullable();

/** Due range: both ends optional; when both are set the end may not come before the start. */
export const KanbanDueInputSchema = z
  .tuple([dueDate, dueDate], { error: 'Due must be [start, end]' })
  .refine(([start, end]) => !start || !end || Date.parse(end) >= Date.parse(start), {
    message: KanbanMessages.dueOrder,
    path: [1],
  });

// Clients send the card as they hold it; only the ids of assignees and attachments count.
const cardFields = {
  name: nameString(KanbanMessages.taskNameRequired, {
    max: KANBAN_CARD_NAME_MAX,
    message: KanbanMessages.taskNameTooLong,
  }),
  description: z
    .string({ error: 'Description must be text' })
    .max(KANBAN_DESCRIPTION_MAX, KanbanMessages.descriptionTooLong),
  assignee: z
    .array(z.object({ id: IdSchema }), { error: 'Assignee must be a list' })
    .max(20, 'At most 20 assignees'),
  due: KanbanDueInputSchema,
  priority: KanbanPrioritySchema,
  completed: z.boolean({ error: 'Completed must be true or false' }),
  attachments: z
    .array(z.object({ id: IdSchema }), { error: 'Attachments must be a list' })
    .max(20, 'At most 20 attachments'),
};

export const KanbanCardInputSchema = z.object({
  name: cardFields.name,
  description: cardFields.description.default(''),
  assignee: cardFields.assignee.default([]),
  due: cardFields.due.default([null, null]),
  priority: cardFields.priority.default('medium'),
  completed: cardFields.completed.default(false),
  attachments: cardFields.attachments.default([]),
});
export type KanbanCardInput = z.input<typeof KanbanCardInputSchema>;

/** Changed fields only. */
export const KanbanCardPatchSchema = z.object({
  name: cardFields.name.optional(),
  description: cardFields.description.optional(),
  assignee: cardFields.assignee.optional(),
  due: cardFields.due.optional(),
  priority: cardFields.priority.optional(),
  completed: cardFields.completed.optional(),
  attachments: cardFields.attachments.optional(),
});
export type KanbanCardPatch = z.input<typeof KanbanCardPatchSchema>;

export const KanbanCardNewBodySchema = z.object({
  columnId: IdSchema,
  card: KanbanCardInputSchema,
});
export type KanbanCardNewBody = z.input<typeof KanbanCardNewBodySchema>;

export const KanbanCardUpdateBodySchema = z.object({
  cardId: IdSchema,
  card: KanbanCardPatchSchema,
  /** The version the edit started from; stale → 409 with the current card. */
  version: VersionSchema.optional(),
});
export type KanbanCardUpdateBody = z.input<typeof KanbanCardUpdateBodySchema>;

export const KanbanCardDeleteBodySchema = z.object({ cardId: IdSchema });

export const KanbanCardMoveBodySchema = z.object({
  cardId: IdSchema,
  toColumnId: IdSchema,
  /** Position in the target column after the move; past the end means last. */
  toIndex: z
    .number({ error: 'toIndex must be a number' })
    .int('toIndex must be a whole number')
    .min(0, 'toIndex must be 0 or more'),
});
export type KanbanCardMoveBody = z.input<typeof KanbanCardMoveBodySchema>;

export const KanbanCardResponseSchema = z.object({ card: KanbanCardSchema });
/** The columns a move touched, with their card order after it. */
export const KanbanMoveResponseSchema = z.object({ columns: z.array(KanbanColumnSchema) });

export const KanbanCommentNewBodySchema = z.object({
  cardId: IdSchema,
  message: requiredString(KanbanMessages.commentRequired, {
    max: KANBAN_COMMENT_MAX,
    message: KanbanMessages.commentTooLong,
  }),
  messageType: z
    .enum(KANBAN_COMMENT_TYPES, { error: 'messageType must be text or image' })
    .default('text'),
});
export type KanbanCommentNewBody = z.input<typeof KanbanCommentNewBodySchema>;

export const KanbanCommentResponseSchema = z.object({ comment: KanbanCommentSchema });

// ---- People to assign (the drawer's contacts dialog) ----

/** Active users whose name or e-mail contains `q`, by name. */
export const KanbanAssigneesQuerySchema = PageQuerySchema.extend({
  ...pageFields({ pageSize: 20 }),
});
export const KanbanAssigneesResponseSchema = z.object({
  assignees: z.array(KanbanAssigneeSchema),
  total: z.number(),
});
export type KanbanAssigneesResponse = z.infer<typeof KanbanAssigneesResponseSchema>;
