// A contact message opened from the inbox: the sender, the message, and a reply form that sends
// an e-mail to the sender ("Re: {subject}" by default). Opening it marks it read (the list does
// that call); Mark unread and Delete act on it too.
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@keel/contracts/contact-inbox';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { useFormatters } from '../../lib/formatters.ts';
import { useReplyToContactMessageMutation } from './contact-inbox.api.ts';

interface Props {
  message: ContactMessage;
  onClose: () => void;
  onReplied: (message: ContactMessage) => void;
  onMarkUnread: () => void;
  onDelete: () => void;
}

export function ContactMessageDialog({
  message,
  onClose,
  onReplied,
  onMarkUnread,
  onDelete,
}: Props) {
  const { t } = useTranslation('contact-inbox');
  const format = useFormatters();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [subject, setSubject] = useState(`Re: ${message.subject}`);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [replyToContactMessage] = useReplyToContactMessageMutation();

  const send = async () => {
    setBusy(true);
    setError('');
    setFields({});
    try {
      const { message: updated } = await replyToContactMessage({
        body: { messageId: message.id, subject, message: body },
      }).unwrap();
      onReplied(updated);
    } catch (failure) {
      const perField = failureFields(failure);
      setFields(perField);
      if (Object.keys(perField).length === 0) setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pe: 7, overflowWrap: 'anywhere' }}>
        {message.subject}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="subtitle2">{message.name}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {message.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(message.createdAt)}
            {message.repliedAt &&
              ` · ${t('repliedAt', { date: format.dateTime(message.repliedAt) })}`}
          </Typography>
        </Stack>
        <Typography
          variant="body1"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          dir="auto"
        >
          {message.message}
        </Typography>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
          {t('replyTo', { email: message.email })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label={t('subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(fields.subject)}
            helperText={fields.subject}
          />
          <TextField
            label={t('reply')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={5}
            error={Boolean(fields.message)}
            helperText={fields.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onDelete} disabled={busy}>
          {t('actions.delete')}
        </Button>
        <Button color="inherit" onClick={onMarkUnread} disabled={busy} sx={{ me: 'auto' }}>
          {t('actions.markUnread')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('actions.sendReply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
