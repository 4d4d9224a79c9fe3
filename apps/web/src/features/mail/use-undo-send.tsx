// Undo send (issue 20): a mail is sent with an undo window; the snackbar offers "Undo" for as
// long as the window lasts. Undo brings the mail back as a draft and reopens it in Compose.
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@keel/contracts/mail';
import { failureMessage } from '../../lib/http.ts';
import { useUndoMailSendMutation } from './mail.endpoints.ts';
import { translateMailMessage } from './mail-messages.ts';

/** How long a sent mail waits, undoable, before it reaches anyone. */
export const UNDO_SECONDS = 5;

export function useUndoSend(onUndone: (draft: Mail) => void) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { t } = useTranslation('mail');
  const [undoSend] = useUndoMailSendMutation();

  return useCallback(
    (sent: Mail) => {
      if (!sent.deliverAt) {
        enqueueSnackbar(t('snackbar.sent'));
        return;
      }
      const undo = async (key: string | number) => {
        closeSnackbar(key);
        try {
          const { mail } = await undoSend({ body: { mailId: sent.id } }).unwrap();
          enqueueSnackbar(t('snackbar.undone'));
          onUndone(mail);
        } catch (failure) {
          enqueueSnackbar(translateMailMessage(t, failureMessage(failure)), { variant: 'error' });
        }
      };
      enqueueSnackbar(t('snackbar.sending'), {
        // A key of its own per send: the provider drops a message that repeats one still shown
        // (preventDuplicate), and the previous "Sending…", just undone, may still be closing
        // when the draft is sent again; that send then showed no Undo.
        key: `sending-${sent.id}-${sent.deliverAt}`,
        // Closed a little before the server delivers, so a late click rarely meets "already sent".
        autoHideDuration: UNDO_SECONDS * 1000 - 500,
        action: (key) => (
          <Button color="inherit" size="small" onClick={() => void undo(key)}>
            {t('snackbar.undo')}
          </Button>
        ),
      });
    },
    [closeSnackbar, enqueueSnackbar, onUndone, t, undoSend],
  );
}
