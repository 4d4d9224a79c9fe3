// The board's calls, through the typed client on packages/contracts/src/kanban.routes.ts: the
// seed's kanban slice and its thunks call these, so the slice keeps its state and transitions.
import { kanbanRoutes } from '@keel/contracts/kanban.routes';
import type { KanbanCardInput, KanbanCardPatch, KanbanComment } from '@keel/contracts/kanban';
import { callRoute } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.ts';

const routes = kanbanRoutes.routes;

export const kanbanApi = {
  assignees: (q: string, signal?: AbortSignal) =>
    callRoute(routes.assignees, { query: { q, pageSize: 50 } }, { signal }),
  board: () => callRoute(routes.board),
  createColumn: (name: string) => callRoute(routes.createColumn, { body: { name } }),
  renameColumn: (columnId: string, name: string) =>
    callRoute(routes.renameColumn, { body: { columnId, column: { name } } }),
  deleteColumn: (columnId: string) => callRoute(routes.deleteColumn, { body: { columnId } }),
  reorderColumns: (columnOrder: string[]) =>
    callRoute(routes.reorderColumns, { body: { columnOrder } }),
  createCard: (columnId: string, card: KanbanCardInput) =>
    callRoute(routes.createCard, { body: { columnId, card } }),
  /** `version`: the card's version the edit started from (a stale one answers 409). */
  updateCard: (cardId: string, card: KanbanCardPatch, version?: number) =>
    callRoute(routes.updateCard, { body: { cardId, card, version } }),
  deleteCard: (cardId: string) => callRoute(routes.deleteCard, { body: { cardId } }),
  moveCard: (cardId: string, toColumnId: string, toIndex: number) =>
    callRoute(routes.moveCard, { body: { cardId, toColumnId, toIndex } }),
  addComment: (
    cardId: string,
    message: string,
    messageType: KanbanComment['messageType'] = 'text',
  ) => callRoute(routes.addComment, { body: { cardId, message, messageType } }),
  /** A private attachment (served through a signed link), to put on a card. */
  upload: (file: File) => uploadFile(file, 'attachment'),
};
