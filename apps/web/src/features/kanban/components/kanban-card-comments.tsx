// The drawer's comments: the thread, then "Type a comment" (Enter or the send button posts).
import SendRounded from '@mui/icons-material/SendRounded';
import { Avatar } from '../../../components/avatar.tsx';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KanbanComment } from '@keel/contracts/kanban';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodCheck } from '../../../lib/lazy-zod-check.ts';
import { localeTag } from '../kanban-due.ts';

// The contract's rule for a comment, loaded with zod when the field is first focused
// (lib/lazy-zod-check.ts): the board carries no zod.
const checkMessage = lazyZodCheck(() =>
  import('@keel/contracts/kanban').then(
    (contract) => contract.KanbanCommentNewBodySchema.shape.message,
  ),
);

interface Props {
  comments: KanbanComment[];
  onSend: (message: string) => Promise<void>;
}

export function KanbanCardComments({ comments, onSend }: Props) {
  const { t, i18n } = useTranslation('kanban');
  const { t: tv } = useTranslation('validation');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // While the check runs (it may still be loading), a second Enter or click does nothing.
  const checking = useRef(false);
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const send = async () => {
    if (checking.current) return;
    checking.current = true;
    const parsed = await checkMessage.safeParse(message).finally(() => (checking.current = false));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    try {
      await onSend(parsed.data);
      setMessage('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      {comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('comments.empty')}
        </Typography>
      )}
      {comments.map((comment) => (
        <Stack key={comment.id} direction="row" spacing={1.5}>
          <Avatar
            alt={comment.name}
            src={comment.avatar ?? undefined}
            sx={{ width: 32, height: 32 }}
          >
            {comment.name.charAt(0)}
          </Avatar>
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{comment.name}</Typography>
              <Typography variant="caption" color="text.disabled">
                {format.format(new Date(comment.createdAt))}
              </Typography>
            </Stack>
            {comment.messageType === 'image' ? (
              <img src={comment.message} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />
            ) : (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.message}
              </Typography>
            )}
          </Stack>
        </Stack>
      ))}
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: 1.5,
          borderColor: error ? 'error.main' : undefined,
        }}
      >
        <InputBase
          fullWidth
          multiline
          maxRows={4}
          value={message}
          disabled={sending}
          placeholder={t('comments.placeholder')}
          inputProps={{ 'aria-label': t('comments.placeholder'), 'aria-invalid': !!error }}
          onFocus={checkMessage.preload}
          onChange={(event) => {
            setMessage(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          sx={{ py: 1 }}
        />
        <IconButton
          color="primary"
          aria-label={t('comments.send')}
          disabled={sending}
          onClick={() => void send()}
        >
          <SendRounded
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Paper>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {tv(error, { keySeparator: false, nsSeparator: false, defaultValue: error })}
        </Typography>
      )}
    </Stack>
  );
}
