// The board's calls (seed-spec §7 + pages.md §7), typed from the contracts.
import type {
  KanbanAssigneesResponse,
  KanbanBoardResponse,
  KanbanCard,
  KanbanCardPatch,
  KanbanCardInput,
  KanbanColumn,
  KanbanComment,
} from '@keel/contracts/kanban';
import type { Upload } from '@keel/contracts/uploads';
import { http } from '../../lib/http.ts';

export const kanbanApi = {
  assignees: (q: string, signal?: AbortSignal) =>
    http.get<KanbanAssigneesResponse>('/api/kanban/assignees', {
      query: { q, pageSize: 50 },
      signal,
    }),
  board: () => http.get<KanbanBoardResponse>('/api/kanban/board'),
  createColumn: (name: string) =>
    http.post<{ column: KanbanColumn }>('/api/kanban/columns/new', { name }),
  renameColumn: (columnId: string, name: string) =>
    http.post<{ column: KanbanColumn }>('/api/kanban/columns/update', {
      columnId,
      column: { name },
    }),
  deleteColumn: (columnId: string) => http.post<object>('/api/kanban/columns/delete', { columnId }),
  reorderColumns: (columnOrder: string[]) =>
    http.post<{ columnOrder: string[] }>('/api/kanban/columns/reorder', { columnOrder }),
  createCard: (columnId: string, card: KanbanCardInput) =>
    http.post<{ card: KanbanCard }>('/api/kanban/cards/new', { columnId, card }),
  updateCard: (cardId: string, card: KanbanCardPatch) =>
    http.post<{ card: KanbanCard }>('/api/kanban/cards/update', { cardId, card }),
  deleteCard: (cardId: string) => http.post<object>('/api/kanban/cards/delete', { cardId }),
  moveCard: (cardId: string, toColumnId: string, toIndex: number) =>
    http.post<{ columns: KanbanColumn[] }>('/api/kanban/cards/move', {
      cardId,
      toColumnId,
      toIndex,
    }),
  addComment: (
    cardId: string,
    message: string,
    messageType: KanbanComment['messageType'] = 'text',
  ) =>
    http.post<{ comment: KanbanComment }>('/api/kanban/cards/comments/new', {
      cardId,
      message,
      messageType,
    }),
  /** A private attachment (served through a signed link), to put on a card. */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ upload: Upload }>('/api/uploads', body, { query: { kind: 'attachment' } });
  },
};
