// The card drawer (pages.md §7): Mark complete, Attachment, Delete (confirm), Close; name,
// assignees, due range, priority, description, attachments and comments. Each field saves when
// it changes; a failed save shows a toast and reloads the board.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KanbanAssignee, KanbanCard, KanbanCardPatch } from '@keel/contracts/kanban';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { goneKey } from '../kanban-gone.ts';
import { columnOfCard } from '../kanban-moves.ts';
import { kanbanApi } from '../kanban.api.ts';
import { fetchBoard, selectKanban } from '../kanban.slice.ts';
import { addComment, deleteTask, updateTask } from '../kanban.thunks.ts';
import { KanbanAssigneeDialog } from './kanban-assignee-dialog.tsx';
import { KanbanCardAttachments } from './kanban-card-attachments.tsx';
import { KanbanCardComments } from './kanban-card-comments.tsx';
import { KanbanCardFields } from './kanban-card-fields.tsx';
import { KanbanDrawerRow } from './kanban-drawer-row.tsx';
import { KanbanDuePicker } from './kanban-due-picker.tsx';

interface Props {
  cardId: string | null;
  onClose: () => void;
}

export function KanbanCardDrawer({ cardId, onClose }: Props) {
  const { t } = useTranslation('kanban');
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { cards, columns } = useAppSelector(selectKanban);
  const card = cardId ? cards[cardId] : undefined;
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => {
    const gone = goneKey(error);
    enqueueSnackbar(gone ? t(gone) : failureMessage(error), { variant: 'error' });
    if (gone) void dispatch(fetchBoard());
  };
  const save = (next: KanbanCard, patch: KanbanCardPatch) =>
    dispatch(updateTask(next, patch)).catch(fail);

  if (!card) return <Drawer anchor="right" open={false} />;

  const setAssignees = (assignee: KanbanAssignee[]) =>
    save({ ...card, assignee }, { assignee: assignee.map(({ id }) => ({ id })) });
  const attachmentRefs = (list: KanbanCard['attachments']) => list.map(({ id }) => ({ id }));

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { upload: uploaded } = await kanbanApi.upload(file);
      const attachment = {
        ...uploaded,
        preview: uploaded.type.startsWith('image/') ? uploaded.url : null,
      };
      const attachments = [...card.attachments, attachment];
      await save({ ...card, attachments }, { attachments: attachmentRefs(attachments) });
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: 1, sm: 480 } },
          'aria-label': t('drawer.label', { name: card.name }),
        },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Button
          size="small"
          variant={card.completed ? 'contained' : 'outlined'}
          color={card.completed ? 'success' : 'inherit'}
          startIcon={<CheckRounded />}
          aria-pressed={card.completed}
          onClick={() =>
            void save({ ...card, completed: !card.completed }, { completed: !card.completed })
          }
        >
          {card.completed ? t('drawer.completed') : t('drawer.markComplete')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('drawer.attach')}>
          <IconButton
            aria-label={t('drawer.attach')}
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
          >
            <AttachFileRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('actions.delete')}>
          <IconButton aria-label={t('drawer.delete')} onClick={() => setConfirming(true)}>
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('actions.close')}>
          <IconButton aria-label={t('actions.close')} onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }}>
        <KanbanCardFields key={card.id} card={card} onSave={save} />
        <KanbanDrawerRow label={t('drawer.assignee')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {card.assignee.map((person) => (
              <Tooltip key={person.id} title={person.name}>
                <Avatar
                  alt={person.name}
                  src={person.avatar ?? undefined}
                  sx={{ width: 36, height: 36 }}
                >
                  {person.name.charAt(0)}
                </Avatar>
              </Tooltip>
            ))}
            <Tooltip title={t('drawer.addAssignee')}>
              <IconButton
                aria-label={t('drawer.addAssignee')}
                onClick={() => setChoosing(true)}
                sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
              >
                <PersonAddAlt1Rounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </KanbanDrawerRow>
        <KanbanDrawerRow label={t('drawer.due')}>
          <KanbanDuePicker
            due={card.due}
            onChange={(due) => void save({ ...card, due }, { due })}
          />
        </KanbanDrawerRow>
        <KanbanDrawerRow label={t('drawer.attachments')}>
          <KanbanCardAttachments
            attachments={card.attachments}
            uploading={uploading}
            onAdd={() => fileInput.current?.click()}
            onRemove={(attachment) => {
              const attachments = card.attachments.filter((a) => a.id !== attachment.id);
              void save({ ...card, attachments }, { attachments: attachmentRefs(attachments) });
            }}
          />
        </KanbanDrawerRow>
        <Divider />
        <Typography variant="subtitle1" component="h3">
          {t('comments.title', { n: card.comments.length })}
        </Typography>
        <KanbanCardComments
          comments={card.comments}
          onSend={async (message) => {
            try {
              await dispatch(addComment(card.id, message));
            } catch (error) {
              fail(error);
              throw error;
            }
          }}
        />
      </Stack>
      <KanbanAssigneeDialog
        open={choosing}
        selected={card.assignee}
        onClose={() => setChoosing(false)}
        onChange={(next) => void setAssignees(next)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('actions.delete')}
        content={t('drawer.deleteConfirm', { name: card.name })}
        actionLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const columnId = columnOfCard(columns, card.id);
          try {
            if (columnId) await dispatch(deleteTask(card.id, columnId));
            enqueueSnackbar(t('task.deleted'));
            setConfirming(false);
            onClose();
          } catch (error) {
            fail(error);
          }
        }}
      />
    </Drawer>
  );
}
