// An open mail: back, star, important, labels, reply, ⋮ (mark unread, archive, delete, spam);
// the rest of its conversation (collapsed), then sender, recipients, date, subject, the
// (sanitised) body, attachments, Reply all / Forward and the reply box.
// Opening it marks it and its conversation read (the server does, and the counts are refreshed).
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ForwardRounded from '@mui/icons-material/ForwardRounded';
import ReplyAllRounded from '@mui/icons-material/ReplyAllRounded';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelImportantRounded from '@mui/icons-material/LabelImportantRounded';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { fDateTime } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useMailThreadQuery } from '../mail.endpoints.ts';
import { forwardBody, forwardSubject, replyAllRecipients, replySubject } from '../mail-text.ts';
import type { ComposePrefill } from './mail-compose.tsx';
import { MailPeople } from './mail-people.tsx';
import { MailThreadItem } from './mail-thread-item.tsx';
import { labelPath, type MailLocation } from '../mail-route.ts';
import { fetchLabels, fetchMail, selectMailState } from '../mail.slice.ts';
import type { MailActions } from '../use-mail-actions.ts';
import { MailAttachments } from './mail-attachments.tsx';
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
  const { t, i18n } = useTranslation('mail');
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
  const [menu, setMenu] = useState<null | 'more' | 'labels'>(null);
  const anchor = useRef<HTMLButtonElement>(null);
  const labelsAnchor = useRef<HTMLButtonElement>(null);
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

  const body = useMemo(
    () => (mail ? DOMPurify.sanitize(mail.message, { ADD_ATTR: ['target'] }) : ''),
    [mail],
  );
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
    return (
      <Box sx={{ p: 3 }} aria-busy="true">
        <Skeleton width="40%" height={32} />
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={200} sx={{ mt: 3 }} />
      </Box>
    );
  }

  const labels = customLabels.filter((label) => mail.labelIds.includes(label.id));
  const openedAt = thread.findIndex((item) => item.id === mail.id);
  const before = openedAt >= 0 ? thread.slice(0, openedAt) : [];
  const after = openedAt >= 0 ? thread.slice(openedAt + 1) : [];
  const replyAll = () => {
    const { to, cc } = replyAllRecipients(mail, myEmail);
    onCompose({
      to,
      cc,
      subject: replySubject(mail.subject),
      message: '',
      known: [mail.from, ...mail.to, ...mail.cc],
      attachments: [],
      replyToId: mail.id,
    });
  };
  const forward = () =>
    onCompose({
      to: [],
      cc: [],
      subject: forwardSubject(mail.subject),
      message: forwardBody(
        mail,
        {
          header: t('forward.header'),
          from: t('forward.from'),
          date: t('forward.date'),
          subject: t('forward.subject'),
          to: t('forward.to'),
        },
        fDateTime(mail.createdAt, i18n.language),
      ),
      known: [],
      attachments: mail.attachments.map(({ id, name, size }) => ({ id, name, size })),
      forwardId: mail.id,
    });
  const act = async (action: () => Promise<boolean>, leave: boolean) => {
    setMenu(null);
    if ((await action()) && leave) onLeave();
  };
  const toggleLabel = (id: string) =>
    actions.change([mail.id], {
      labelIds: mail.labelIds.includes(id)
        ? mail.labelIds.filter((labelId) => labelId !== id)
        : [...mail.labelIds, id],
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tooltip title={t('details.back')}>
          <IconButton
            component={RouterLink}
            to={{ pathname: back, search: window.location.search }}
            aria-label={t('details.back')}
          >
            <ArrowBackRounded
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={mail.isStarred ? t('actions.unstar') : t('actions.star')}>
          <IconButton
            aria-label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
            aria-pressed={mail.isStarred}
            onClick={() => actions.change([mail.id], { isStarred: !mail.isStarred })}
            sx={{ color: mail.isStarred ? 'warning.main' : undefined }}
          >
            {mail.isStarred ? <StarRounded /> : <StarBorderRounded />}
          </IconButton>
        </Tooltip>
        <Tooltip title={mail.isImportant ? t('actions.notImportant') : t('actions.important')}>
          <IconButton
            aria-label={mail.isImportant ? t('actions.notImportant') : t('actions.important')}
            aria-pressed={mail.isImportant}
            onClick={() => actions.change([mail.id], { isImportant: !mail.isImportant })}
            sx={{ color: mail.isImportant ? 'warning.main' : undefined }}
          >
            {mail.isImportant ? <LabelImportantRounded /> : <LabelImportantOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('details.labels')}>
          <IconButton
            ref={labelsAnchor}
            aria-label={t('details.labels')}
            aria-haspopup="menu"
            onClick={() => setMenu('labels')}
          >
            <LabelOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('details.reply')}>
          <IconButton
            aria-label={t('details.reply')}
            onClick={() =>
              replyBox.current?.querySelector<HTMLElement>('[contenteditable]')?.focus()
            }
          >
            <ReplyRounded
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Tooltip>
        <IconButton
          ref={anchor}
          aria-label={t('details.more')}
          aria-haspopup="menu"
          onClick={() => setMenu('more')}
        >
          <MoreVertRounded />
        </IconButton>
        <Menu
          anchorEl={labelsAnchor.current}
          open={menu === 'labels'}
          onClose={() => setMenu(null)}
        >
          {customLabels.map((label) => (
            <MenuItem
              key={label.id}
              selected={mail.labelIds.includes(label.id)}
              onClick={() => toggleLabel(label.id)}
            >
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: label.color, mr: 1.5 }}
              />
              {t(`labels.${label.id}`)}
            </MenuItem>
          ))}
        </Menu>
        <Menu anchorEl={anchor.current} open={menu === 'more'} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => act(() => actions.change([mail.id], { isUnread: true }), true)}>
            {t('actions.markUnread')}
          </MenuItem>
          {mail.folder !== 'archive' && mail.folder !== 'trash' && (
            <MenuItem onClick={() => act(() => actions.move([mail.id], 'archive'), true)}>
              {t('actions.archive')}
            </MenuItem>
          )}
          <MenuItem onClick={() => act(() => actions.remove([mail]), true)}>
            {t('actions.delete')}
          </MenuItem>
          {mail.folder !== 'spam' && mail.folder !== 'sent' && (
            <MenuItem onClick={() => act(() => actions.move([mail.id], 'spam'), true)}>
              {t('actions.spam')}
            </MenuItem>
          )}
          {(mail.folder === 'spam' || mail.folder === 'trash' || mail.folder === 'archive') && (
            <MenuItem
              onClick={() =>
                act(
                  () => actions.move([mail.id], mail.from.email === myEmail ? 'sent' : 'inbox'),
                  true,
                )
              }
            >
              {t('actions.restore')}
            </MenuItem>
          )}
        </Menu>
      </Box>
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
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar src={mail.from.avatar ?? undefined} alt={mail.from.name}>
            {mail.from.name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" noWrap>
              {mail.from.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {`<${mail.from.email}>`}
              </Typography>
            </Typography>
            <MailPeople mail={mail} />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {fDateTime(mail.createdAt, i18n.language)}
          </Typography>
        </Box>
        <Typography
          variant="h5"
          component="h2"
          dir="auto"
          sx={{ mt: 3, mb: 1, wordBreak: 'break-word', textAlign: 'start' }}
        >
          {mail.subject || t('noSubject')}
        </Typography>
        {labels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mb: 2 }}>
            {labels.map((label) => (
              <Chip
                key={label.id}
                size="small"
                label={t(`labels.${label.id}`)}
                onDelete={() => toggleLabel(label.id)}
                sx={{ bgcolor: label.color, color: '#fff' }}
              />
            ))}
          </Box>
        )}
        <Box
          // Sanitised on the server and again here (DOMPurify) before it becomes markup.
          dir="auto"
          dangerouslySetInnerHTML={{ __html: body }}
          sx={{
            typography: 'body2',
            wordBreak: 'break-word',
            '& img': { maxWidth: '100%' },
            '& a': { color: 'primary.main' },
            '& p': { my: 1 },
          }}
        />
        <MailAttachments attachments={mail.attachments} />
        {mail.folder !== 'drafts' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={
                <ReplyAllRounded
                  sx={{
                    transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                  }}
                />
              }
              onClick={replyAll}
            >
              {t('details.replyAll')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={
                <ForwardRounded
                  sx={{
                    transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                  }}
                />
              }
              onClick={forward}
            >
              {t('details.forward')}
            </Button>
          </Box>
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
