// What the list and the open mail do to mails: flag, read/unread, label, move (removing it from
// the current list when it no longer belongs there), and delete (to Trash; from Trash for good,
// after a confirmation). Every change refreshes the label counts.
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailFolder, MailUpdateBody } from '@keel/contracts/mail';
import { useAppDispatch } from '../../lib/hooks.ts';
import { failureMessage } from '../../lib/http.ts';
import { deleteMails, fetchLabels, mailsRemoved, updateMails } from './mail.slice.ts';

type Changes = MailUpdateBody['changes'];

/** Whether a mail in `folder` with these flags still shows under the label being viewed. */
function belongsTo(labelId: string, folder: MailFolder): boolean {
  if (['inbox', 'sent', 'drafts', 'trash', 'spam', 'archive'].includes(labelId))
    return labelId === folder;
  return folder === 'inbox' || folder === 'sent' || folder === 'archive';
}

export function useMailActions(labelId: string) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('mail');
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);

  const change = useCallback(
    async (mailIds: string[], changes: Changes, message?: string) => {
      if (mailIds.length === 0) return false;
      const result = await dispatch(updateMails({ mailIds, changes }));
      if (updateMails.rejected.match(result)) {
        enqueueSnackbar(failureMessage(result.payload), { variant: 'error' });
        return false;
      }
      if (changes.folder && !belongsTo(labelId, changes.folder)) dispatch(mailsRemoved(mailIds));
      void dispatch(fetchLabels());
      if (message) enqueueSnackbar(message);
      return true;
    },
    [dispatch, enqueueSnackbar, labelId],
  );

  const move = useCallback(
    (mailIds: string[], folder: MailFolder) =>
      change(
        mailIds,
        { folder },
        t('snackbar.moved', { count: mailIds.length, folder: t(`labels.${folder}`) }),
      ),
    [change, t],
  );

  /** From Trash: asks, then deletes for good. Elsewhere: moves to Trash. */
  const remove = useCallback(
    (mails: Mail[]) => {
      if (mails.length === 0) return Promise.resolve(false);
      if (mails.every((mail) => mail.folder === 'trash')) {
        setPendingDelete(mails.map((mail) => mail.id));
        return Promise.resolve(false);
      }
      return move(
        mails.map((mail) => mail.id),
        'trash',
      );
    },
    [move],
  );

  const confirmDelete = useCallback(async () => {
    if (!pendingDelete) return;
    const result = await dispatch(deleteMails(pendingDelete));
    if (deleteMails.rejected.match(result)) {
      enqueueSnackbar(failureMessage(result.payload), { variant: 'error' });
      return;
    }
    void dispatch(fetchLabels());
    enqueueSnackbar(t('snackbar.deleted', { count: pendingDelete.length }));
  }, [dispatch, enqueueSnackbar, pendingDelete, t]);

  return {
    change,
    move,
    remove,
    pendingDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
  };
}

export type MailActions = ReturnType<typeof useMailActions>;
