// Kanban constants without zod: the board page reads the priorities, limits and messages on its
// first visit, and zod loads only when an inline check first runs (kanban.ts re-exports them;
// apps/web/src/lib/lazy-zod-check.ts).

export const KANBAN_PRIORITIES = ['low', 'medium', 'high'] as const;
export const KANBAN_COMMENT_TYPES = ['text', 'image'] as const;
export const KANBAN_COLUMN_NAME_MAX = 50;
export const KANBAN_CARD_NAME_MAX = 255;
export const KANBAN_DESCRIPTION_MAX = 5000;
export const KANBAN_COMMENT_MAX = 2000;

export const KanbanMessages = {
  sectionNameRequired: 'Section name is required',
  sectionNameTooLong: `Section name must be at most ${KANBAN_COLUMN_NAME_MAX} characters`,
  taskNameRequired: 'Task name is required',
  taskNameTooLong: `Task name must be at most ${KANBAN_CARD_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${KANBAN_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${KANBAN_COMMENT_MAX.toLocaleString('en-US')} characters`,
  dueOrder: 'End date must be later than start date',
  dueDate: 'Due date must be a valid date',
  duplicateColumns: 'Each section may appear only once',
  boardChanged: 'The board has changed. Reload it and try again.',
  assigneeNotFound: 'Assignee not found',
  attachmentNotFound: 'Attachment not found',
} as const;

/**
 * Pushed to every signed-in socket after a board change (the board is workspace data):
 * payload `{ action, by }`, the call's name ('cards/move', 'columns/new'…) and who made it.
 */
export const KANBAN_EVENTS = { changed: 'kanban.changed' } as const;

export interface KanbanChangedEvent {
  action: string;
  by: string;
  /** The API path of the change, e.g. /api/kanban/cards/move. */
  call: string;
}
