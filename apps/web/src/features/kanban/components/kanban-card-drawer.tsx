// The card drawer (docs/spec/pages.md#kanban): Mark complete, Attachment, Delete (confirm), Close; name,
// assignees, due range, priority, description, attachments and comments. Each field saves when
// it changes; a failed save shows a toast and reloads the board.
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KanbanAssignee, KanbanCard, KanbanCardPatch } from '@keel/contracts/kanban';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../../components/edit-conflict-dialog.tsx';
import { conflictingFields, showValue, staleSave } from '../../../lib/edit-conflict.ts';
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

// The History tab (issue 21): the card's changes from the audit trail, loaded when opened.
const RecordHistory = lazy(() =>
  import('../../../components/record-history/record-history.tsx').then((module) => ({
    default: module.RecordHistory,
  })),
);

/** A card in the shape of a change (ids for people and files), to compare with one. */
function patchOf(card: KanbanCard): Required<KanbanCardPatch> {
  return {
    name: card.name,
    description: card.description,
    assignee: card.assignee.map(({ id }) => ({ id })),
    due: card.due,
    priority: card.priority,
    completed: card.completed,
    attachments: card.attachments.map(({ id }) => ({ id })),
  };
}

/** A field as the merge dialog shows it: names for people and files, not ids. */
function shownValue(card: KanbanCard, name: string): string {
  if (name === 'assignee') return showValue(card.assignee.map((person) => person.name));
  if (name === 'attachments') return showValue(card.attachments.map((file) => file.name));
  if (name === 'due') return card.due.map((day) => day?.slice(0, 10) ?? '—').join(' – ');
  return showValue(card[name as keyof KanbanCard]);
}

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
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const tabsId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => {
    const gone = goneKey(error);
    enqueueSnackbar(gone ? t(gone) : failureMessage(error), { variant: 'error' });
    if (gone) void dispatch(fetchBoard());
  };
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();
  // Bumped after a merge, so the text fields show the merged card rather than what was typed.
  const [fieldsKey, setFieldsKey] = useState(0);

  /**
   * Saves a change from the version it started from; when someone saved the card in between,
   * asks field by field (the shared merge dialog) and saves what the user keeps.
   */
  const save = async (
    next: KanbanCard,
    patch: KanbanCardPatch,
    version: number = next.version,
  ): Promise<void> => {
    try {
      await dispatch(updateTask(next, patch, version));
    } catch (error) {
      const stale = staleSave<KanbanCard>(error);
      if (!stale) return fail(error);
      const theirs = stale.current;
      const differ = conflictingFields(patch, patchOf(theirs));
      const keep = (names: string[]) =>
        Object.fromEntries(names.map((name) => [name, next[name as keyof KanbanCard]]));
      if (differ.length === 0)
        return save({ ...theirs, ...keep(Object.keys(patch)) }, patch, theirs.version);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((name) => ({
          name,
          label: t(`drawer.${name}`),
          mine: shownValue(next, name),
          theirs: shownValue(theirs, name),
        })),
        onResolve: async (choices) => {
          const kept = Object.keys(patch).filter((name) => choices[name] !== 'theirs');
          setMerge(undefined);
          setFieldsKey((key) => key + 1);
          if (kept.length === 0) return;
          const keptPatch = Object.fromEntries(
            kept.map((name) => [name, patch[name as keyof KanbanCardPatch]]),
          ) as KanbanCardPatch;
          await save({ ...theirs, ...keep(kept) }, keptPatch, theirs.version);
        },
      });
    }
  };

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
      <Tabs
        value={tab}
        onChange={(_, value: 'details' | 'history') => setTab(value)}
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        <Tab
          value="details"
          label={t('drawer.details')}
          id={`${tabsId}-details`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="history"
          label={t('drawer.history')}
          id={`${tabsId}-history`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      {tab === 'history' && (
        <Box
          id={`${tabsId}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-history`}
          sx={{ p: 2.5, overflowY: 'auto' }}
        >
          <Suspense fallback={null}>
            <RecordHistory
              resource="kanban_cards"
              recordId={card.id}
              onRestored={() => void dispatch(fetchBoard())}
            />
          </Suspense>
        </Box>
      )}
      <Stack
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-details`}
        hidden={tab !== 'details'}
        spacing={3}
        sx={{ p: 2.5, overflowY: 'auto', display: tab === 'details' ? 'flex' : 'none' }}
      >
        <KanbanCardFields key={`${card.id}-${fieldsKey}`} card={card} onSave={save} />
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
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
