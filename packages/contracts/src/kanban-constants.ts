// Kanban constants without zod, for the web app's real-time listener.

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
