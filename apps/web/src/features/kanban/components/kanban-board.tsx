// The board: sortable sections side by side (scrolling horizontally) with sortable cards.
// While a card is dragged across sections the board shows a local draft; the drop hands the
// final place to the thunk, which updates the store at once and saves in the background.
import {
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEventCallback } from '@mui/material/utils';
import type { KanbanCard } from '@keel/contracts/kanban';
import { useSnackbar } from 'notistack';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { goneKey } from '../kanban-gone.ts';
import { columnOfCard, moveCard, type Columns } from '../kanban-moves.ts';
import { fetchBoard, selectKanban } from '../kanban.slice.ts';
import {
  addTask,
  createColumn,
  deleteColumn,
  moveCardAndSave,
  moveColumnAndSave,
  renameColumn,
  updateTask,
} from '../kanban.thunks.ts';
import {
  boardCollisions,
  dragKind,
  dropIndex,
  targetColumn,
  useBoardSensors,
  type DragKind,
} from './kanban-dnd.ts';
import { COLUMN_WIDTH, KanbanColumn } from './kanban-column.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { KanbanColumnAdd } from './kanban-column-add.tsx';
import { KanbanTaskCard } from './kanban-task-card.tsx';

export function KanbanBoard({ onOpenCard }: { onOpenCard: (cardId: string) => void }) {
  const { t } = useTranslation('kanban');
  const can = useCan();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { cards, columns, columnOrder } = useAppSelector(selectKanban);
  const sensors = useBoardSensors();
  const [draft, setDraft] = useState<Columns | null>(null);
  const [active, setActive] = useState<{ id: string; kind: DragKind } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const shown = draft ?? columns;

  const fail = (error: unknown) => {
    const gone = goneKey(error);
    enqueueSnackbar(gone ? t(gone) : failureMessage(error), { variant: 'error' });
    if (gone) void dispatch(fetchBoard());
  };
  const run = (action: Promise<unknown>) => action.catch(fail);
  /** For dialogs and inline inputs that stay open on failure: toast, then rethrow. */
  const runOrThrow = async (action: Promise<unknown>) => {
    try {
      await action;
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  // Announcements run inside dnd-kit's events: read the latest draft through a ref.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const nameOf = (id: UniqueIdentifier) =>
    cards[String(id)]?.name ?? columns[String(id)]?.name ?? '';
  /** Where the dragged item is: "over another card", or "in a section" when over itself. */
  const place = (activeId: UniqueIdentifier, over: Over) => {
    if (over.id !== activeId) return nameOf(over.id);
    const columnId = columnOfCard(shownRef.current, String(activeId));
    return columnId ? (shownRef.current[columnId]?.name ?? '') : nameOf(over.id);
  };
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active: a }) => t('dnd.pickedUp', { name: nameOf(a.id) }),
      onDragOver: ({ active: a, over }) =>
        over
          ? t('dnd.over', { name: nameOf(a.id), target: place(a.id, over) })
          : t('dnd.notOver', { name: nameOf(a.id) }),
      onDragEnd: ({ active: a, over }) =>
        over
          ? t('dnd.dropped', { name: nameOf(a.id), target: place(a.id, over) })
          : t('dnd.droppedNowhere', { name: nameOf(a.id) }),
      onDragCancel: ({ active: a }) => t('dnd.cancelled', { name: nameOf(a.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names are read when announced
    [t, cards, columns],
  );

  const onDragStart = ({ active: a }: DragStartEvent) => {
    const kind = dragKind(a) ?? 'card';
    setActive({ id: String(a.id), kind });
    if (kind === 'card') setDraft(columns);
  };

  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (dragKind(a) !== 'card' || !over || !draft) return;
    const cardId = String(a.id);
    const from = columnOfCard(draft, cardId);
    const to = targetColumn(draft, over);
    if (!to || from === to) return;
    setDraft(moveCard(draft, cardId, to, dropIndex(draft, a, over, to)));
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    const id = String(a.id);
    if (dragKind(a) === 'column') {
      const to = over ? targetColumn(columns, over) : undefined;
      if (to) void run(dispatch(moveColumnAndSave(id, columnOrder.indexOf(to))));
    } else {
      const base = draft ?? columns;
      const columnId = columnOfCard(base, id);
      if (columnId) {
        const ids = base[columnId]!.cardIds;
        const overIndex = over && dragKind(over) === 'card' ? ids.indexOf(String(over.id)) : -1;
        const toIndex = overIndex >= 0 ? overIndex : ids.indexOf(id);
        void run(dispatch(moveCardAndSave(id, columnId, toIndex)));
      }
    }
    setDraft(null);
    setActive(null);
  };

  const onDragCancel = () => {
    setDraft(null);
    setActive(null);
  };

  // Stable across renders, so the memoised cards (kanban-task-card.tsx) skip their content.
  const toggleComplete = useEventCallback(
    (card: KanbanCard) =>
      void run(
        // From the version on screen: if someone changed the card since, the save is refused
        // (409), the toast says so and the board reloads.
        dispatch(
          updateTask(
            { ...card, completed: !card.completed },
            { completed: !card.completed },
            card.version,
          ),
        ),
      ),
  );

  const deletingColumn = deleting ? columns[deleting] : undefined;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dnd.instructions') },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            gap: 3,
            alignItems: 'flex-start',
            overflowX: 'auto',
            pb: 3,
            minHeight: 240,
          }}
        >
          <SortableContext items={columnOrder} strategy={horizontalListSortingStrategy}>
            {columnOrder.map((columnId) => {
              const column = shown[columnId];
              return column ? (
                <KanbanColumn
                  key={columnId}
                  column={column}
                  cards={cards}
                  onOpenCard={onOpenCard}
                  onToggleComplete={toggleComplete}
                  onRename={(name) => runOrThrow(dispatch(renameColumn(columnId, name)))}
                  onDelete={() => setDeleting(columnId)}
                  onAddTask={(card) => runOrThrow(dispatch(addTask(columnId, card)))}
                />
              ) : null;
            })}
          </SortableContext>
          {can('kanban.manage') && (
            <KanbanColumnAdd onAdd={(name) => runOrThrow(dispatch(createColumn(name)))} />
          )}
        </Box>
        <DragOverlay>
          {active?.kind === 'card' && cards[active.id] ? (
            <KanbanTaskCard card={cards[active.id]!} overlay />
          ) : null}
          {active?.kind === 'column' && columns[active.id] ? (
            <Paper sx={{ width: COLUMN_WIDTH, p: 2, boxShadow: 8 }}>
              <Typography variant="h6">{columns[active.id]!.name}</Typography>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ConfirmDialog
        open={!!deletingColumn}
        title={t('column.delete')}
        content={t('column.deleteConfirm', { count: deletingColumn?.cardIds.length ?? 0 })}
        actionLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(
            dispatch(deleteColumn(deleting)).then(() => enqueueSnackbar(t('column.deleted'))),
          );
          setDeleting(null);
        }}
      />
    </>
  );
}
