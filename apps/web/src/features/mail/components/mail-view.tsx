// The mail page body: a 72vh card with the labels on the left (a drawer on phones) and the list
// or the open mail on the right, the compose window, and live updates over the WebSocket.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Mail } from '@keel/contracts/mail';
import { MAIL_EVENTS } from '@keel/contracts/mail-constants';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { setNavBadge } from '../../../lib/nav-badges.ts';
import { useRealtimeEvent, useRealtimeResync } from '../../../lib/realtime.ts';
import { labelPath, listQuery, useMailLocation } from '../mail-route.ts';
import { fetchLabels, fetchMails, inboxUnread, selectLabels } from '../mail.slice.ts';
import { useMailActions } from '../use-mail-actions.ts';
import { useUndoSend } from '../use-undo-send.tsx';
import type { ComposePrefill } from './mail-compose.tsx';
import { MailDetailsSkeleton } from './mail-details-skeleton.tsx';
import { MailList } from './mail-list.tsx';
import { MailNav } from './mail-nav.tsx';

// The compose window (form, recipients autocomplete, editor) loads when first opened, and the
// reading pane (the sanitiser, the editor's reader) when a mail is: the list's first load
// does without them (bench/RESULTS.md, "Issue 23, session 12").
const MailDetails = lazy(() =>
  import('./mail-details.tsx').then((module) => ({ default: module.MailDetails })),
);
const MailCompose = lazy(() =>
  import('./mail-compose.tsx').then((module) => ({ default: module.MailCompose })),
);

export function MailView({
  myEmail,
  userId,
}: {
  myEmail: string | undefined;
  userId: string | undefined;
}) {
  const { t } = useTranslation('mail');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useMailLocation();
  const labels = useAppSelector(selectLabels);
  const actions = useMailActions(location.labelId);
  const [navOpen, setNavOpen] = useState(false);
  const [compose, setCompose] = useState<{
    draft: Mail | null;
    prefill?: ComposePrefill;
  } | null>(null);
  // `?compose=1`: the command palette's "Compose mail" action opens a new message.
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    if (!search.has('compose')) return;
    setCompose({ draft: null });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('compose');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
  const customLabels = labels.filter((label) => label.type === 'custom');
  const { labelId, type, page, q } = location;

  const refreshList = useCallback(() => {
    if (!location.valid) return;
    void dispatch(fetchMails(listQuery({ ...location })));
  }, [dispatch, labelId, type, page, q, location.valid]); // eslint-disable-line react-hooks/exhaustive-deps -- the list depends on these parts only
  const refreshAll = useCallback(() => {
    void dispatch(fetchLabels());
    refreshList();
  }, [dispatch, refreshList]);

  useEffect(() => {
    void dispatch(fetchLabels());
  }, [dispatch]);
  useEffect(refreshList, [refreshList]);
  useEffect(() => setNavBadge('mail', inboxUnread(labels)), [labels]);
  const onSent = useUndoSend(
    useCallback(
      (draft: Mail) => {
        setCompose({ draft });
        refreshAll();
      },
      [refreshAll],
    ),
  );
  useRealtimeEvent(MAIL_EVENTS.new, refreshAll);
  useRealtimeEvent(MAIL_EVENTS.changed, () => void dispatch(fetchLabels()));
  useRealtimeResync(refreshAll);

  const nav = (
    <MailNav
      labels={labels}
      activeLabelId={labelId}
      onCompose={() => {
        setNavOpen(false);
        setCompose({ draft: null });
      }}
      onNavigate={() => setNavOpen(false)}
    />
  );

  return (
    <>
      <Card
        sx={{
          height: { xs: 'calc(100vh - 200px)', md: '72vh' },
          minHeight: 480,
          display: 'flex',
          overflow: 'hidden',
        }}
      >
        {desktop ? (
          <Box sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
            {nav}
          </Box>
        ) : (
          <Drawer
            open={navOpen}
            onClose={() => setNavOpen(false)}
            slotProps={{ paper: { sx: { width: 280 } } }}
          >
            {nav}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {!location.valid ? (
            <Box sx={{ p: 4 }}>{t('labelNotFound')}</Box>
          ) : location.mailId ? (
            <Suspense fallback={<MailDetailsSkeleton />}>
              <MailDetails
                key={location.mailId}
                mailId={location.mailId}
                location={location}
                customLabels={customLabels}
                actions={actions}
                myEmail={myEmail}
                onCompose={(prefill) => setCompose({ draft: null, prefill })}
                onSent={onSent}
                onLeave={() =>
                  navigate({
                    pathname: labelPath({ id: labelId, type }),
                    search: window.location.search,
                  })
                }
              />
            </Suspense>
          ) : (
            <MailList
              location={location}
              customLabels={customLabels}
              actions={actions}
              onRefresh={refreshAll}
              onOpenDraft={(draft) => setCompose({ draft })}
              onOpenNav={desktop ? undefined : () => setNavOpen(true)}
              onCompose={desktop ? undefined : () => setCompose({ draft: null })}
              userId={userId}
            />
          )}
        </Box>
      </Card>
      {compose && (
        <Suspense fallback={null}>
          <MailCompose
            key={compose.draft?.id ?? compose.prefill?.subject ?? 'new'}
            draft={compose.draft}
            prefill={compose.prefill}
            onClose={() => setCompose(null)}
            onSaved={refreshAll}
            onSent={onSent}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={Boolean(actions.pendingDelete)}
        title={t('confirm.title')}
        content={t('confirm.content', { count: actions.pendingDelete?.length ?? 0 })}
        actionLabel={t('actions.delete')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={async () => {
          await actions.confirmDelete();
          actions.cancelDelete();
        }}
        onClose={actions.cancelDelete}
      />
    </>
  );
}
