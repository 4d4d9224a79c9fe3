// An open mail: its toolbar (mail-details-toolbar.tsx), the rest of its conversation (collapsed),
// the mail itself (mail-details-message.tsx), Reply all / Forward and the reply box.
// Opening it marks it and its conversation read (the server does, and the counts are refreshed).
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { useMailThreadQuery } from '../mail.endpoints.ts';
import { MailDetailsSkeleton } from './mail-details-skeleton.tsx';
import type { ComposePrefill } from './mail-compose.tsx';
import { MailDetailsMessage } from './mail-details-message.tsx';
import { MailDetailsToolbar } from './mail-details-toolbar.tsx';
import { MailReplyAllForward } from './mail-reply-all-forward.tsx';
import { MailThreadItem } from './mail-thread-item.tsx';
import { labelPath, type MailLocation } from '../mail-route.ts';
import { fetchLabels, fetchMail, selectMailState } from '../mail.slice.ts';
import type { MailActions } from '../use-mail-actions.ts';
import { MailReply } from './mail-reply.tsx';

interface MailDetailsProps {
  mailId: string;
  location: MailLocation;
  customLabels: MailLabel[];
  actions: MailActions;
  myEmail: string | undefined;
  onLeave: () => void;
  /** Reply all and Forward open the compose window with this. */
  onCompose: (prefill: ComposePrefill) => void;
  /** After the reply box sends (the undo snackbar). */
  onSent: (mail: Mail) => void;
}

export function MailDetails({
  mailId,
  location,
  customLabels,
  actions,
  myEmail,
  onLeave,
  onCompose,
  onSent,
}: MailDetailsProps) {
  const { t } = useTranslation('mail');
  const dispatch = useAppDispatch();
  const mail = useAppSelector((state) => selectMailState(state).mails.byId[mailId]) as
    Mail | undefined;
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<{ message: string; notFound: boolean } | null>(null);
  // The conversation, asked afresh on every opening (opening reads it).
  const { currentData: conversation } = useMailThreadQuery(
    { query: { mailId } },
    { refetchOnMountOrArgChange: true },
  );
  const thread = conversation?.mails ?? [];
  // Reading the conversation read its other mails too: the label counts follow.
  useEffect(() => {
    if (conversation) void dispatch(fetchLabels());
  }, [conversation, dispatch]);
  const replyBox = useRef<HTMLDivElement>(null);

  async function load() {
    setStatus('loading');
    const result = await dispatch(fetchMail(mailId));
    if (fetchMail.fulfilled.match(result)) {
      setStatus('ready');
      void dispatch(fetchLabels());
    } else {
      const failure = result.payload;
      setError({
        message: failureMessage(failure),
        // A mail that is not there (deleted, or not mine) will not come back by trying again.
        notFound: Boolean(
          failure &&
          typeof failure === 'object' &&
          'code' in failure &&
          failure.code === 'NOT_FOUND',
        ),
      });
      setStatus('error');
    }
  }
  useEffect(() => {
    void load();
  }, [mailId]); // eslint-disable-line react-hooks/exhaustive-deps -- load again only for another mail

  const back = labelPath({ id: location.labelId, type: location.type });

  if (status === 'error') {
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            error?.notFound ? undefined : (
              <Button color="inherit" size="small" onClick={load}>
                {t('retry')}
              </Button>
            )
          }
        >
          {error?.notFound ? t('details.notFound') : error?.message}
        </Alert>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackRounded />} sx={{ mt: 2 }}>
          {t('details.back')}
        </Button>
      </Box>
    );
  }
  if (!mail || status === 'loading') {
    return <MailDetailsSkeleton />;
  }

  const labels = customLabels.filter((label) => mail.labelIds.includes(label.id));
  const openedAt = thread.findIndex((item) => item.id === mail.id);
  const before = openedAt >= 0 ? thread.slice(0, openedAt) : [];
  const after = openedAt >= 0 ? thread.slice(openedAt + 1) : [];
  const toggleLabel = (id: string) =>
    actions.change([mail.id], {
      labelIds: mail.labelIds.includes(id)
        ? mail.labelIds.filter((labelId) => labelId !== id)
        : [...mail.labelIds, id],
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <MailDetailsToolbar
        mail={mail}
        back={back}
        customLabels={customLabels}
        actions={actions}
        myEmail={myEmail}
        onToggleLabel={toggleLabel}
        onReply={() => replyBox.current?.querySelector<HTMLElement>('[contenteditable]')?.focus()}
        onLeave={onLeave}
      />
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0, p: { xs: 2, md: 3 } }}>
        {before.length > 0 && (
          <Box
            component="ol"
            aria-label={t('details.thread', { count: thread.length })}
            sx={{ m: 0, p: 0, mb: 2 }}
          >
            {before.map((item) => (
              <MailThreadItem key={item.id} mail={item} />
            ))}
          </Box>
        )}
        <MailDetailsMessage mail={mail} labels={labels} onToggleLabel={toggleLabel} />
        {mail.folder !== 'drafts' && (
          <MailReplyAllForward mail={mail} myEmail={myEmail} onCompose={onCompose} />
        )}
        {after.length > 0 && (
          <Box component="ol" sx={{ m: 0, p: 0, mt: 3 }}>
            {after.map((item) => (
              <MailThreadItem key={item.id} mail={item} />
            ))}
          </Box>
        )}
      </Box>
      {mail.folder !== 'drafts' && (
        <Box ref={replyBox}>
          <MailReply
            mail={mail}
            myEmail={myEmail}
            onSent={(sent) => {
              void dispatch(fetchLabels());
              onSent(sent);
            }}
          />
        </Box>
      )}
    </Box>
  );
}
