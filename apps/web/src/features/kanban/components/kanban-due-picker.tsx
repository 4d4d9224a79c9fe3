// Due range: two dates in a popover. A valid change applies at once; an end before the start
// shows the message and is not applied.
import EventRounded from '@mui/icons-material/EventRounded';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KanbanMessages } from '@keel/contracts/kanban-constants';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { dueInOrder, formatDue, fromDateInput, toDateInput, type Due } from '../kanban-due.ts';

interface Props {
  due: Due;
  onChange: (due: Due) => void;
  /** Renders the opener; defaults to a button with the range. */
  renderButton?: (open: (element: HTMLElement) => void) => ReactElement;
}

export function KanbanDuePicker({ due, onChange, renderButton }: Props) {
  const { t, i18n } = useTranslation('kanban');
  const { t: tv } = useTranslation('validation');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Due>(due);
  const valid = dueInOrder(draft);

  const open = (element: HTMLElement) => {
    setDraft(due);
    setAnchor(element);
  };
  const change = (next: Due) => {
    setDraft(next);
    if (dueInOrder(next)) onChange(next);
  };
  const label = formatDue(due, i18n.language);

  return (
    <>
      {renderButton ? (
        renderButton(open)
      ) : (
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          startIcon={<EventRounded />}
          onClick={(event) => open(event.currentTarget)}
          aria-label={t('due.choose')}
        >
          {label || t('due.none')}
        </Button>
      )}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 280 } } }}
      >
        <Stack spacing={2}>
          <Typography variant="subtitle2">{t('due.title')}</Typography>
          <TextField
            type="date"
            label={t('due.start')}
            value={toDateInput(draft[0])}
            onChange={(event) => change([fromDateInput(event.target.value), draft[1]])}
            error={!valid}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('due.end')}
            value={toDateInput(draft[1])}
            onChange={(event) => change([draft[0], fromDateInput(event.target.value)])}
            error={!valid}
            helperText={
              valid
                ? undefined
                : tv(KanbanMessages.dueOrder, { keySeparator: false, nsSeparator: false })
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => change([null, null])}>
              {t('due.clear')}
            </Button>
            <Button variant="contained" onClick={() => setAnchor(null)}>
              {t('actions.done')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
