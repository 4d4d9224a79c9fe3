// "Add task" inline: name, completed, assignees, due range. Enter or click-away saves; an
// empty name discards on click-away (Enter says "Task name is required").
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { Avatar } from '../../../components/avatar.tsx';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KanbanAssignee, KanbanCardInput } from '@keel/contracts/kanban';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodCheck } from '../../../lib/lazy-zod-check.ts';
import { formatDue, type Due } from '../kanban-due.ts';
import { KanbanAssigneeDialog } from './kanban-assignee-dialog.tsx';
import { KanbanDuePicker } from './kanban-due-picker.tsx';
import { AVATAR_GROUP_MAX } from './kanban-task-card.tsx';

// The contract's rule for a task name, loaded with zod when the field opens
// (lib/lazy-zod-check.ts): the board carries no zod.
const checkName = lazyZodCheck(() =>
  import('@keel/contracts/kanban').then((contract) => contract.KanbanCardInputSchema.shape.name),
);

interface Props {
  onAdd: (card: KanbanCardInput) => Promise<void>;
  onClose: () => void;
}

export function KanbanTaskAdd({ onAdd, onClose }: Props) {
  const { t, i18n } = useTranslation('kanban');
  const { t: tv } = useTranslation('validation');
  const [name, setName] = useState('');
  const [completed, setCompleted] = useState(false);
  const [assignee, setAssignee] = useState<KanbanAssignee[]>([]);
  const [due, setDue] = useState<Due>([null, null]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [choosing, setChoosing] = useState(false);
  // While the check runs (it may still be loading), a second Enter or click-away does nothing.
  const checking = useRef(false);
  // The field opens focused (autoFocus): start loading the check now.
  useEffect(() => checkName.preload(), []);

  const submit = async (fromClickAway: boolean) => {
    if (saving || checking.current) return;
    if (!name.trim() && fromClickAway) {
      onClose();
      return;
    }
    checking.current = true;
    const parsed = await checkName.safeParse(name).finally(() => (checking.current = false));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await onAdd({
        name: parsed.data,
        completed,
        assignee: assignee.map(({ id }) => ({ id })),
        due,
      });
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => void submit(true)}>
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 1.5, borderColor: error ? 'error.main' : 'primary.main' }}
      >
        <InputBase
          autoFocus
          fullWidth
          multiline
          disabled={saving}
          value={name}
          placeholder={t('task.namePlaceholder')}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit(false);
            }
            if (event.key === 'Escape') onClose();
          }}
          inputProps={{ 'aria-label': t('task.nameLabel'), 'aria-invalid': !!error }}
          sx={{ typography: 'subtitle2' }}
        />
        {error && (
          <Typography variant="caption" color="error" role="alert">
            {tv(error, { keySeparator: false, nsSeparator: false, defaultValue: error })}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
          <Tooltip title={t('task.completed')}>
            <IconButton
              size="small"
              aria-label={t('task.completed')}
              aria-pressed={completed}
              onClick={() => setCompleted((value) => !value)}
              sx={{ color: completed ? 'success.main' : 'text.disabled' }}
            >
              {completed ? (
                <CheckCircleRounded fontSize="small" />
              ) : (
                <RadioButtonUncheckedRounded fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('task.assignees')}>
            <IconButton
              size="small"
              aria-label={t('task.assignees')}
              onClick={() => setChoosing(true)}
            >
              <PersonAddAlt1Rounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <KanbanDuePicker
            due={due}
            onChange={setDue}
            renderButton={(open) => (
              <Tooltip title={t('due.choose')}>
                <IconButton
                  size="small"
                  aria-label={t('due.choose')}
                  onClick={(event) => open(event.currentTarget)}
                >
                  <EventRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
          {due[0] || due[1] ? (
            <Typography variant="caption" color="text.secondary">
              {formatDue(due, i18n.language)}
            </Typography>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {assignee.length > 0 && (
            <AvatarGroup
              max={AVATAR_GROUP_MAX}
              sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}
            >
              {assignee.map((person) => (
                <Avatar key={person.id} alt={person.name} src={person.avatar ?? undefined}>
                  {person.name.charAt(0)}
                </Avatar>
              ))}
            </AvatarGroup>
          )}
        </Stack>
        <KanbanAssigneeDialog
          open={choosing}
          selected={assignee}
          onClose={() => setChoosing(false)}
          onChange={setAssignee}
        />
      </Paper>
    </ClickAwayListener>
  );
}
