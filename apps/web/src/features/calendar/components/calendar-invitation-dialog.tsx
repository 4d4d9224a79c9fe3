// An event I am invited to (issue 20): what, when, who organises it and who else comes, and my
// answer: Yes, No or Maybe. Only the organiser changes the event itself.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarAnswers } from './calendar-event-extras.tsx';

type Answer = 'yes' | 'no' | 'maybe';

interface Props {
  event: CalendarEvent;
  myId: string | undefined;
  onClose: () => void;
  onRespond: (answer: Answer) => Promise<unknown>;
}

export function CalendarInvitationDialog({ event, myId, onClose, onRespond }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const titleId = useId();
  const answerId = useId();
  const [busy, setBusy] = useState(false);
  const mine = event.attendees.find((attendee) => attendee.id === myId)?.response;
  const language = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    ...(event.allDay ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  }).format(new Date(event.start));
  const answer = async (value: Answer) => {
    setBusy(true);
    try {
      await onRespond(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{event.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{when}</Typography>
          <Typography color="text.secondary">
            {t('invite.organizer', { name: event.organizer.name })}
          </Typography>
          {event.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{event.description}</Typography>
          )}
          <CalendarAnswers attendees={event.attendees} />
          <Typography id={answerId} variant="subtitle2">
            {t('invite.going')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={mine ?? null}
            aria-labelledby={answerId}
            disabled={busy}
            onChange={(_e, value: Answer | null) => {
              if (value) void answer(value);
            }}
          >
            <ToggleButton value="yes" color="success">
              {t('answer.yes')}
            </ToggleButton>
            <ToggleButton value="no" color="error">
              {t('answer.no')}
            </ToggleButton>
            <ToggleButton value="maybe" color="warning">
              {t('answer.maybe')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
