// Drag and drop settings for the board: sensors for mouse, touch and keyboard, a collision
// rule that lets columns land only on columns, and where a dragged card would go.
import {
  closestCenter,
  closestCorners,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { columnOfCard, type Columns } from '../kanban-moves.ts';

export type DragKind = 'card' | 'column';

export const dragKind = (item: Active | Over | null | undefined): DragKind | undefined =>
  item?.data.current?.type as DragKind | undefined;

export function useBoardSensors() {
  return useSensors(
    // A short distance keeps clicks (open the card) apart from drags.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A press-and-hold on touch, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Space picks up and drops; Enter is left to open the card.
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

/**
 * Arrow keys while dragging. Up and Down move a card within the sections (dnd-kit's sortable
 * rule). Left and Right jump to the next section on that side, keeping the card's height; the
 * stock rule would pick the card's own section, whose edge is also "to the left".
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers } = args.context;
  const horizontal = event.code === 'ArrowLeft' || event.code === 'ArrowRight';
  const kind = dragKind(active);
  if (!horizontal) return kind === 'column' ? undefined : sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .filter((container) => container.data.current?.type === 'column')
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect, centre: rect.left + rect.width / 2 }] : [];
    });
  // A section steps from the section it is over now (its own drop rect stays where the drag
  // began, so stepping from it would stop after one step); a card from the section under it.
  const overId = args.context.over?.id ?? active.id;
  const current =
    kind === 'column'
      ? columns.find((column) => column.id === overId)
      : columns.find(
          (column) => centre >= column.rect.left && centre <= column.rect.left + column.rect.width,
        );
  const from = current?.centre ?? centre;
  const candidates = columns
    .filter(
      (column) =>
        column.id !== current?.id &&
        (event.code === 'ArrowLeft' ? column.centre < from : column.centre > from),
    )
    .sort((a, b) => Math.abs(a.centre - from) - Math.abs(b.centre - from));
  const target = candidates[0];
  if (!target) return undefined;
  if (kind === 'column') return { x: target.rect.left, y: target.rect.top };
  const inset = current ? collisionRect.left - current.rect.left : 16;
  return { x: target.rect.left + inset, y: collisionRect.top };
};

export const boardCollisions: CollisionDetection = (args) => {
  if (dragKind(args.active) === 'column') {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter(
        (container) => container.data.current?.type === 'column',
      ),
    });
  }
  return closestCorners(args);
};

/** The column a droppable belongs to: itself for a column, its column for a card. */
export function targetColumn(columns: Columns, over: Over): string | undefined {
  const id = String(over.id);
  if (dragKind(over) === 'column') return columns[id] ? id : undefined;
  return columnOfCard(columns, id);
}

/**
 * Where the dragged card goes when it hovers `over`: above the hovered card (below it when
 * the pointer is past its middle), or at the end of a hovered column.
 */
export function dropIndex(columns: Columns, active: Active, over: Over, columnId: string): number {
  const ids = columns[columnId]?.cardIds.filter((id) => id !== active.id) ?? [];
  if (dragKind(over) === 'column') return ids.length;
  const overIndex = ids.indexOf(String(over.id));
  if (overIndex < 0) return ids.length;
  const activeRect = active.rect.current.translated;
  const below = activeRect ? activeRect.top > over.rect.top + over.rect.height / 2 : false;
  return overIndex + (below ? 1 : 0);
}
