// The board's order rules as pure functions, shared by the reducers and the drag handlers.
// They follow the server's rules exactly (remove, then insert at the index; past the end means
// last), so the order the user sees after a drop is the order the server stores.
import type { KanbanColumn } from '@keel/contracts/kanban';

export type Columns = Record<string, KanbanColumn>;

export function columnOfCard(columns: Columns, cardId: string): string | undefined {
  return Object.values(columns).find((column) => column.cardIds.includes(cardId))?.id;
}

/** Moves a card within or across columns; an unknown card or column leaves everything as is. */
export function moveCard(
  columns: Columns,
  cardId: string,
  toColumnId: string,
  toIndex: number,
): Columns {
  const fromColumnId = columnOfCard(columns, cardId);
  const from = fromColumnId ? columns[fromColumnId] : undefined;
  const to = columns[toColumnId];
  if (!from || !to) return columns;
  const remaining = from.cardIds.filter((id) => id !== cardId);
  const target = from.id === to.id ? [...remaining] : [...to.cardIds];
  target.splice(Math.max(0, Math.min(toIndex, target.length)), 0, cardId);
  return {
    ...columns,
    [from.id]: { ...from, cardIds: from.id === to.id ? target : remaining },
    [to.id]: { ...to, cardIds: target },
  };
}

/** Moves one column to `toIndex` of the order (clamped). */
export function moveColumn(columnOrder: string[], columnId: string, toIndex: number): string[] {
  if (!columnOrder.includes(columnId)) return columnOrder;
  const rest = columnOrder.filter((id) => id !== columnId);
  rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, columnId);
  return rest;
}

/** Whether two orders differ (a drop back on the same place saves nothing). */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
