// The reply box under an open mail: sends "Re: {subject}" to the sender (or, for my own mail,
// to its recipients), threaded to this mail.
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@keel/contracts/mail';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { useSendMailMutation } from '../mail.endpoints.ts';
import { replyRecipients, replySubject } from '../mail-text.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { UNDO_SECONDS } from '../use-undo-send.tsx';

export function MailReply({
  mail,
  myEmail,
  onSent,
}: {
  mail: Mail;
  myEmail: string | undefined;
  onSent: (mail: Mail) => void;
}) {
  const { t } = useTranslation('mail');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const to = replyRecipients(mail, myEmail);

  const submitKey = useIdempotencyKey();
  const [sendMail] = useSendMailMutation();
  async function send() {
    setSending(true);
    setError(null);
    try {
      const { mail: sent } = await sendMail({
        body: {
          to,
          subject: replySubject(mail.subject),
          message,
          replyToId: mail.id,
          attachments: [],
          undoSeconds: UNDO_SECONDS,
        },
        headers: submitKey.headers(),
      }).unwrap();
      submitKey.renew();
      setMessage('');
      onSent(sent);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  if (to.length === 0) return null;
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <LazyEditor
        value={message}
        onChange={setMessage}
        placeholder={t('details.replyPlaceholder')}
        ariaLabel={t('details.reply')}
        minHeight={96}
        maxHeight={240}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          variant="contained"
          endIcon={<SendRounded />}
          onClick={send}
          loading={sending}
          disabled={!message}
        >
          {t('compose.send')}
        </Button>
      </Box>
    </Box>
  );
}
