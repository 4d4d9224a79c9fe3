// One section: a sortable column holding its sortable cards, with the inline "Add task".
import AddRounded from '@mui/icons-material/AddRounded';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCan } from '../../../lib/permissions.ts';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { KanbanCard, KanbanCardInput, KanbanColumn as Column } from '@keel/contracts/kanban';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanColumnHeader } from './kanban-column-header.tsx';
import { KanbanSortableTask } from './kanban-sortable-task.tsx';

// The inline "Add task" form (assignees, due date picker) loads when first opened.
const KanbanTaskAdd = lazy(() =>
  import('./kanban-task-add.tsx').then((module) => ({ default: module.KanbanTaskAdd })),
);

export const COLUMN_WIDTH = { xs: 280, sm: 320 };

interface Props {
  column: Column;
  cards: Record<string, KanbanCard>;
  onOpenCard: (cardId: string) => void;
  onToggleComplete: (card: KanbanCard) => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
  onAddTask: (card: KanbanCardInput) => Promise<void>;
}

export function KanbanColumn({
  column,
  cards,
  onOpenCard,
  onToggleComplete,
  onRename,
  onDelete,
  onAddTask,
}: Props) {
  const { t } = useTranslation('kanban');
  const [adding, setAdding] = useState(false);
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: column.id,
    data: { type: 'column' },
    disabled: !useCan()('kanban.manage'),
  });

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={column.name}
      data-testid="kanban-column"
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        flexShrink: 0,
        width: COLUMN_WIDTH,
        p: 2,
        borderRadius: 2,
        bgcolor: (theme) =>
          theme.palette.mode === 'light' ? 'grey.100' : 'rgba(145 158 171 / 0.08)',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 'calc(100vh - 220px)',
        minHeight: 200,
      }}
      elevation={0}
    >
      <KanbanColumnHeader
        column={column}
        handle={{ setRef: setActivatorNodeRef, attributes, listeners }}
        onRename={onRename}
        onDelete={onDelete}
      />
      <Box sx={{ overflowY: 'auto', mx: -1, px: 1, py: 0.5, flexGrow: 1 }}>
        <SortableContext items={column.cardIds} strategy={verticalListSortingStrategy}>
          <Stack
            spacing={2}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, minHeight: 8 }}
            aria-label={t('column.cards', { name: column.name })}
          >
            {column.cardIds.map((cardId) => {
              const card = cards[cardId];
              return card ? (
                <li key={cardId}>
                  <KanbanSortableTask
                    card={card}
                    columnId={column.id}
                    onOpen={onOpenCard}
                    onToggleComplete={onToggleComplete}
                  />
                </li>
              ) : null;
            })}
          </Stack>
        </SortableContext>
      </Box>
      <Box sx={{ pt: 2 }}>
        {adding ? (
          <Suspense fallback={null}>
            <KanbanTaskAdd onAdd={onAddTask} onClose={() => setAdding(false)} />
          </Suspense>
        ) : (
          <Button
            fullWidth
            color="inherit"
            startIcon={<AddRounded />}
            onClick={() => setAdding(true)}
            sx={{ justifyContent: 'flex-start' }}
          >
            {t('task.add')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
