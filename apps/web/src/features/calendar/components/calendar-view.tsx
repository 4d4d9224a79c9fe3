// The calendar page body: loads my events (skeleton, error + Retry), shows them in the lazily
// loaded calendar, and runs the event dialog and the filter drawer. "New event" in the page
// header opens the dialog through `newEventSignal`.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { failureMessage } from '../../../lib/http.ts';
import { changedFields, formDefaults, type EventFormValues } from '../calendar-event-form.ts';
import {
  applyFilters,
  filtersActive,
  noFilters,
  type CalendarFilters,
} from '../calendar-filters.ts';
import {
  createEvent,
  deleteEvent,
  fetchEvents,
  selectCalendar,
  updateEvent,
} from '../calendar.slice.ts';
import type { EventTimes } from './calendar-board.tsx';

// FullCalendar, the form and the drawer load on demand, so the route's first paint stays light.
const CalendarBoard = lazy(() =>
  import('./calendar-board.tsx').then((module) => ({ default: module.CalendarBoard })),
);
const CalendarEventDialog = lazy(() =>
  import('./calendar-event-dialog.tsx').then((module) => ({ default: module.CalendarEventDialog })),
);
const CalendarFiltersDrawer = lazy(() =>
  import('./calendar-filters-drawer.tsx').then((module) => ({
    default: module.CalendarFiltersDrawer,
  })),
);

type DialogState =
  { mode: 'add'; defaults: EventFormValues } | { mode: 'edit'; event: CalendarEvent } | null;

function BoardSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: 2.5 }} aria-busy="true">
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={560} />
    </Stack>
  );
}

export function CalendarView({ newEventSignal }: { newEventSignal: number }) {
  const { t } = useTranslation('calendar');
  const { t: tv } = useTranslation('validation');
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { events, loading, error } = useAppSelector(selectCalendar);
  const [loaded, setLoaded] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [filters, setFilters] = useState<CalendarFilters>(noFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted on first open, then kept so the drawer can animate closed.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const shown = useMemo(() => applyFilters(events, filters), [events, filters]);
  const message = (failure: unknown) => {
    const text = failureMessage(failure);
    return tv(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
  };

  useEffect(() => {
    void dispatch(fetchEvents()).then(() => setLoaded(true));
  }, [dispatch]);

  useEffect(() => {
    if (newEventSignal > 0) setDialog({ mode: 'add', defaults: formDefaults() });
  }, [newEventSignal]);

  const openEvent = (eventId: string) => {
    const event = events.find((e) => e.id === eventId);
    if (event) setDialog({ mode: 'edit', event });
  };

  const moveEvent = async (eventId: string, times: EventTimes) => {
    try {
      await dispatch(updateEvent({ eventId, event: times })).unwrap();
      enqueueSnackbar(t('snackbar.updated'));
    } catch (failure) {
      enqueueSnackbar(message(failure), { variant: 'error' });
      throw failure;
    }
  };

  const submit = async (values: EventFormValues) => {
    if (dialog?.mode === 'edit') {
      const patch = changedFields(dialog.event, values);
      if (Object.keys(patch).length > 0)
        await dispatch(updateEvent({ eventId: dialog.event.id, event: patch })).unwrap();
      enqueueSnackbar(t('snackbar.updated'));
    } else {
      await dispatch(createEvent(values)).unwrap();
      enqueueSnackbar(t('snackbar.created'));
    }
    setDialog(null);
  };

  const remove = async (event: CalendarEvent) => {
    try {
      await dispatch(deleteEvent(event.id)).unwrap();
      enqueueSnackbar(t('snackbar.deleted'));
      setDialog(null);
    } catch (failure) {
      enqueueSnackbar(message(failure), { variant: 'error' });
    }
  };

  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void dispatch(fetchEvents())}>
              {t('retry')}
            </Button>
          }
        >
          {message(error)}
        </Alert>
      )}
      <Card>
        {!loaded && loading ? (
          <BoardSkeleton />
        ) : (
          <Suspense fallback={<BoardSkeleton />}>
            <CalendarBoard
              events={shown}
              initialView={phone ? 'agenda' : 'month'}
              filtersActive={filtersActive(filters)}
              onOpenFilters={() => {
                setFiltersUsed(true);
                setFiltersOpen(true);
              }}
              onSelectRange={(times) =>
                setDialog({ mode: 'add', defaults: formDefaults(undefined, times) })
              }
              onOpenEvent={openEvent}
              onMoveEvent={moveEvent}
            />
          </Suspense>
        )}
      </Card>
      <Suspense fallback={null}>
        {dialog && (
          <CalendarEventDialog
            key={dialog.mode === 'edit' ? dialog.event.id : 'new'}
            event={dialog.mode === 'edit' ? dialog.event : undefined}
            defaults={dialog.mode === 'edit' ? formDefaults(dialog.event) : dialog.defaults}
            onClose={() => setDialog(null)}
            onSubmit={submit}
            onDelete={remove}
          />
        )}
        {filtersUsed && (
          <CalendarFiltersDrawer
            open={filtersOpen}
            filters={filters}
            events={shown}
            onChange={setFilters}
            onClose={() => setFiltersOpen(false)}
            onOpenEvent={openEvent}
          />
        )}
      </Suspense>
    </>
  );
}
