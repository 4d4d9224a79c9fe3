// A card the user can drag (mouse, touch, or Space then the arrow keys) and open (click or Enter).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { KanbanCard } from '@keel/contracts/kanban';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanTaskCard } from './kanban-task-card.tsx';

const SORTABLE_SX = {
  cursor: 'grab',
  touchAction: 'manipulation',
  borderRadius: 1.5,
  outline: 'none',
  '&:focus-visible': { boxShadow: (theme: Theme) => `0 0 0 2px ${theme.palette.primary.main}` },
} as const;

interface Props {
  card: KanbanCard;
  columnId: string;
  onOpen: (cardId: string) => void;
  onToggleComplete: (card: KanbanCard) => void;
}

export function KanbanSortableTask({ card, columnId, onOpen, onToggleComplete }: Props) {
  const { t } = useTranslation('kanban');
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', columnId },
    // A group, not a button: the card holds its own "mark complete" button (no nested controls).
    attributes: { role: 'group' },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      onOpen(card.id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-roledescription={t('dnd.cardRole')}
      aria-label={card.name}
      data-testid="kanban-card"
      onClick={() => onOpen(card.id)}
      // The moving parts in `style`: they change with every drag step, and in `sx` each change
      // would make and insert a new class.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={SORTABLE_SX}
    >
      <KanbanTaskCard card={card} dragging={isDragging} onToggleComplete={onToggleComplete} />
    </Box>
  );
}
