// A card as the board shows it: cover, name, round complete-check (done fades), up to four
// assignees, due chip (red when late) and priority dot. Pure view: the sortable wrapper and
// the drag overlay both render it. Memoised: dnd-kit renders every sortable wrapper again each
// time its context changes (each card registers itself when it mounts, so the whole board
// rendered again right after its first render); the card's own content then stays as it was.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { Avatar } from '../../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KanbanCard } from '@keel/contracts/kanban';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDue, isLate } from '../kanban-due.ts';
import { KanbanPriorityDot } from './kanban-priority-dot.tsx';

export const AVATAR_GROUP_MAX = 4;

export function cardCover(card: KanbanCard): string | null {
  return card.attachments.find((attachment) => attachment.preview)?.preview ?? null;
}

interface Props {
  card: KanbanCard;
  /** Called with the card: a stable function lets `memo` skip the card's content. */
  onToggleComplete?: (card: KanbanCard) => void;
  dragging?: boolean;
  overlay?: boolean;
}

export const KanbanTaskCard = memo(function KanbanTaskCard({
  card,
  onToggleComplete,
  dragging,
  overlay,
}: Props) {
  const { t, i18n } = useTranslation('kanban');
  const cover = cardCover(card);
  const due = formatDue(card.due, i18n.language);
  const late = isLate(card.due, card.completed);
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 1.5,
        overflow: 'hidden',
        opacity: dragging ? 0.3 : 1,
        boxShadow: overlay ? 8 : 0,
        transform: overlay ? 'rotate(2deg)' : undefined,
        bgcolor: 'background.paper',
        '&:hover': { boxShadow: overlay ? 8 : 2 },
      }}
    >
      {cover && (
        <Box
          component="img"
          src={cover}
          alt=""
          // Cards in sections scrolled out of view (most of them on a phone) load theirs later.
          loading="lazy"
          sx={{
            display: 'block',
            width: 1,
            height: 140,
            objectFit: 'cover',
            opacity: card.completed ? 0.48 : 1,
          }}
        />
      )}
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <IconButton
            size="small"
            sx={{ mt: -0.5, ml: -0.75, color: card.completed ? 'success.main' : 'text.disabled' }}
            aria-label={
              card.completed
                ? t('card.markIncomplete', { name: card.name })
                : t('card.markComplete', { name: card.name })
            }
            aria-pressed={card.completed}
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation();
              onToggleComplete?.(card);
            }}
          >
            {card.completed ? (
              <CheckCircleRounded fontSize="small" />
            ) : (
              <RadioButtonUncheckedRounded fontSize="small" />
            )}
          </IconButton>
          {/* A done task is struck through in the secondary colour (dimming it made it unreadable). */}
          <Typography
            variant="subtitle2"
            sx={{
              flexGrow: 1,
              wordBreak: 'break-word',
              ...(card.completed && { color: 'text.secondary', textDecoration: 'line-through' }),
            }}
          >
            {card.name}
          </Typography>
          <Box sx={{ pt: 0.75 }}>
            <KanbanPriorityDot priority={card.priority} />
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {due && (
            <Chip
              size="small"
              label={due}
              color={late ? 'error' : 'default'}
              variant={late ? 'filled' : 'outlined'}
              aria-label={late ? t('card.lateDue', { due }) : t('card.due', { due })}
            />
          )}
          {card.comments.length > 0 && (
            <Stack
              direction="row"
              spacing={0.25}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
              aria-label={t('card.comments', { count: card.comments.length })}
            >
              <ChatBubbleOutlineRounded sx={{ fontSize: 16 }} />
              <Typography variant="caption">{card.comments.length}</Typography>
            </Stack>
          )}
          {card.attachments.length > 0 && (
            <Stack
              direction="row"
              spacing={0.25}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
              aria-label={t('card.attachments', { count: card.attachments.length })}
            >
              <AttachFileRounded sx={{ fontSize: 16 }} />
              <Typography variant="caption">{card.attachments.length}</Typography>
            </Stack>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {card.assignee.length > 0 && (
            <AvatarGroup
              max={AVATAR_GROUP_MAX}
              sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}
            >
              {card.assignee.map((person) => (
                <Avatar key={person.id} alt={person.name} src={person.avatar ?? undefined}>
                  {person.name.charAt(0)}
                </Avatar>
              ))}
            </AvatarGroup>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
});
