// The kanban page body: loads the board (skeleton, error + Retry), shows it and the drawer of
// the open card, and refetches when the window regains focus or someone changes the board
// (after pending saves).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KANBAN_EVENTS, type KanbanChangedEvent } from '@keel/contracts/kanban-constants';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { useRealtimeEvent, useRealtimeResync } from '../../../lib/realtime.ts';
import { fetchBoard, selectKanban } from '../kanban.slice.ts';
import { savesSettled } from '../kanban.thunks.ts';
import { KanbanBoard } from './kanban-board.tsx';
import { COLUMN_WIDTH } from './kanban-column.tsx';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

// The card drawer (tabs, fields, comments, attachments, history) loads with the first card
// opened: the board's first load does without it (bench/RESULTS.md, "Issue 23, session 12").
const KanbanCardDrawer = lazy(() =>
  import('./kanban-card-drawer.tsx').then((module) => ({ default: module.KanbanCardDrawer })),
);

export function KanbanView() {
  const { t } = useTranslation('kanban');
  const dispatch = useAppDispatch();
  const { loading, error, columnOrder, cards } = useAppSelector(selectKanban);
  // The open card lives in the address (`?card=`): the command palette's card results link
  // there, and a reload or a shared link opens the same card.
  const [params, setParams] = useSearchParams();
  const openCardId = params.get('card');
  // The card drawer mounts when a card is first opened (lib/use-opened-once.ts).
  const drawerMounted = useOpenedOnce(!!openCardId);
  const setOpenCardId = useCallback(
    (cardId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (cardId) next.set('card', cardId);
          else next.delete('card');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    void dispatch(fetchBoard());
  }, [dispatch]);

  // Someone changed the board (in any API process), or the socket came back or the window got
  // focus (lib/realtime.ts): refetch once our own saves are in.
  // Our own changes are already on screen: refetching them could land in the middle of a drag.
  const myId = useAppSelector((state) => state.session.user?.id);
  const refetch = useCallback(
    () => void savesSettled().then(() => dispatch(fetchBoard())),
    [dispatch],
  );
  useRealtimeEvent<KanbanChangedEvent>(KANBAN_EVENTS.changed, (event) => {
    if (event.by !== myId) refetch();
  });
  useRealtimeResync(refetch);

  // The open card was deleted (here or by someone else), or the link names no card: close it.
  useEffect(() => {
    if (openCardId && !loading && columnOrder.length > 0 && !cards[openCardId]) setOpenCardId(null);
  }, [openCardId, cards, loading, columnOrder.length, setOpenCardId]);

  const empty = columnOrder.length === 0;
  // The board first draws in a deferred render, which React does in slices between other work:
  // drawn at once, its 40-odd cards were one long task before the largest paint (bench/RESULTS.md,
  // "Issue 23, session 12"). Later changes (drags, saves, refetches) render as usual.
  const waiting = useDeferredValue(empty && loading, true);
  if (waiting) {
    return (
      <Stack
        direction="row"
        spacing={3}
        sx={{ overflow: 'hidden' }}
        aria-busy="true"
        aria-label={t('loading')}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} sx={{ width: COLUMN_WIDTH, flexShrink: 0 }}>
            <Skeleton variant="rounded" height={36} sx={{ mb: 2 }} />
            {Array.from({ length: 3 - (index % 2) }, (_, card) => (
              <Skeleton key={card} variant="rounded" height={110} sx={{ mb: 2 }} />
            ))}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void dispatch(fetchBoard())}>
              {t('actions.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {(!error || !empty) && (
        <>
          {empty && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('empty')}
            </Alert>
          )}
          <KanbanBoard onOpenCard={setOpenCardId} />
        </>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <KanbanCardDrawer
            key={openCardId ?? ''}
            cardId={openCardId}
            onClose={() => setOpenCardId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
