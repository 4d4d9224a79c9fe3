// The drawer's text fields and priority: name and description save when they lose focus (if
// changed and valid), priority as soon as it is picked.
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { KanbanCard, KanbanCardPatch } from '@keel/contracts/kanban';
import { KANBAN_PRIORITIES } from '@keel/contracts/kanban-constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodCheck } from '../../../lib/lazy-zod-check.ts';
import { KanbanDrawerRow } from './kanban-drawer-row.tsx';
import { PRIORITY_COLOR } from './kanban-priority-dot.tsx';

// The contract's rules for the two text fields, loaded with zod when one is first focused
// (lib/lazy-zod-check.ts): the board carries no zod.
const checks = {
  name: lazyZodCheck(() =>
    import('@keel/contracts/kanban').then((contract) => contract.KanbanCardPatchSchema.shape.name),
  ),
  description: lazyZodCheck(() =>
    import('@keel/contracts/kanban').then(
      (contract) => contract.KanbanCardPatchSchema.shape.description,
    ),
  ),
};

interface Props {
  card: KanbanCard;
  /** `version`: the card's version when the user started typing (issue 17). */
  onSave: (next: KanbanCard, patch: KanbanCardPatch, version?: number) => unknown;
}

export function KanbanCardFields({ card, onSave }: Props) {
  const { t } = useTranslation('kanban');
  const { t: tv } = useTranslation('validation');
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const priorityLabel = useId();
  // The version each text field's edit started from: the board may refetch (someone else's
  // change) while the user types, and the save must still name what they started from.
  const startedFrom = useRef<Partial<Record<'name' | 'description', number>>>({});
  const start = (field: 'name' | 'description') => {
    startedFrom.current[field] ??= card.version;
    checks[field].preload();
  };
  const translate = (message?: string) =>
    message
      ? tv(message, { keySeparator: false, nsSeparator: false, defaultValue: message })
      : undefined;

  const commit = async (field: 'name' | 'description', value: string) => {
    const version = startedFrom.current[field];
    delete startedFrom.current[field];
    if (value === card[field]) return;
    const parsed = await checks[field].safeParse(value);
    if (!parsed.success) {
      setErrors((current) => ({ ...current, [field]: parsed.error.issues[0]?.message }));
      return;
    }
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'name') setName(parsed.data ?? value);
    void onSave({ ...card, [field]: parsed.data }, { [field]: parsed.data }, version);
  };

  return (
    <>
      <Box>
        <InputBase
          fullWidth
          multiline
          value={name}
          onChange={(event) => setName(event.target.value)}
          onFocus={() => start('name')}
          onBlur={() => void commit('name', name)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              (event.target as HTMLElement).blur();
            }
          }}
          inputProps={{ 'aria-label': t('drawer.name'), 'aria-invalid': !!errors.name }}
          sx={{
            typography: 'h5',
            px: 1,
            mx: -1,
            borderRadius: 1,
            '&:hover, &.Mui-focused': { bgcolor: 'action.hover' },
          }}
        />
        {errors.name && (
          <Typography variant="caption" color="error" role="alert">
            {translate(errors.name)}
          </Typography>
        )}
      </Box>
      <KanbanDrawerRow label={t('drawer.priority')} labelId={priorityLabel}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={card.priority}
          aria-labelledby={priorityLabel}
          onChange={(_event, priority: KanbanCard['priority'] | null) => {
            if (priority && priority !== card.priority)
              void onSave({ ...card, priority }, { priority });
          }}
        >
          {KANBAN_PRIORITIES.map((priority) => (
            <ToggleButton key={priority} value={priority} sx={{ gap: 1, px: 1.5 }}>
              <Box
                component="span"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: PRIORITY_COLOR[priority] }}
              />
              {t(`priority.${priority}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </KanbanDrawerRow>
      <KanbanDrawerRow label={t('drawer.description')}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          value={description}
          placeholder={t('drawer.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
          onFocus={() => start('description')}
          onBlur={() => void commit('description', description)}
          error={!!errors.description}
          helperText={translate(errors.description)}
          slotProps={{ htmlInput: { 'aria-label': t('drawer.description') } }}
        />
      </KanbanDrawerRow>
    </>
  );
}
