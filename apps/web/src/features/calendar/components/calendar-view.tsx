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
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { failureMessage } from '../../../lib/http.ts';
import type { EditConflictDialogProps } from '../../../components/edit-conflict-dialog.tsx';
import { conflictingFields, showValue, staleSave } from '../../../lib/edit-conflict.ts';
import { calendarApi } from '../calendar.api.ts';
import { eventKey } from '../calendar-views.ts';
import {
  changedFields,
  formDefaults,
  type EventFormDefaults,
  type EventFormValues,
} from '../calendar-event-form.ts';
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
import { loadCalendarView, saveCalendarView } from '../calendar-view-preference.ts';
import type { EventTimes } from './calendar-board.tsx';

// FullCalendar, the form and the drawer load on demand, so the route's first paint stays light.
const loadBoard = () => import('./calendar-board.tsx');
const CalendarBoard = lazy(() => loadBoard().then((module) => ({ default: module.CalendarBoard })));
const CalendarEventDialog = lazy(() =>
  import('./calendar-event-dialog.tsx').then((module) => ({ default: module.CalendarEventDialog })),
);
const CalendarInvitationDialog = lazy(() =>
  import('./calendar-invitation-dialog.tsx').then((module) => ({
    default: module.CalendarInvitationDialog,
  })),
);
const CalendarScopeDialog = lazy(() =>
  import('./calendar-scope-dialog.tsx').then((module) => ({
    default: module.CalendarScopeDialog,
  })),
);
const EditConflictDialog = lazy(() =>
  import('../../../components/edit-conflict-dialog.tsx').then((module) => ({
    default: module.EditConflictDialog,
  })),
);
const CalendarFiltersDrawer = lazy(() =>
  import('./calendar-filters-drawer.tsx').then((module) => ({
    default: module.CalendarFiltersDrawer,
  })),
);

type DialogState =
  | { mode: 'add'; defaults: EventFormDefaults }
  | { mode: 'edit'; event: CalendarEvent }
  | { mode: 'invite'; event: CalendarEvent }
  | null;
type Scope = 'one' | 'all';

/** An event in the shape of a change (invited people as ids), to compare with one. */
const asPatch = (event: CalendarEvent) => ({
  ...event,
  attendees: event.attendees.map(({ id }) => ({ id })),
});

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
  const userId = useAppSelector((state) => state.session.user?.id);
  const [scopeAsk, setScopeAsk] = useState<{
    action: 'save' | 'delete';
    run: (scope: Scope) => void;
    cancel: () => void;
  } | null>(null);
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();
  // The version the open edit started from (issue 17): a save from an older one gets 409.
  const version = useRef<number | undefined>(undefined);
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

  // FullCalendar downloads while the events load, not after.
  useEffect(() => {
    void loadBoard().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (newEventSignal > 0) setDialog({ mode: 'add', defaults: formDefaults() });
  }, [newEventSignal]);

  const openEvent = (key: string) => {
    const event = events.find((e) => eventKey(e) === key);
    if (!event) return;
    version.current = event.version;
    setDialog({ mode: event.isOrganizer ? 'edit' : 'invite', event });
  };

  /** Which occurrence a change is about (a repeating event's), and whether only it. */
  const occurrenceOf = (event: CalendarEvent, scope: Scope) =>
    event.occurrenceStart ? { occurrenceStart: event.occurrenceStart, scope } : {};

  const moveEvent = async (key: string, times: EventTimes) => {
    const event = events.find((e) => eventKey(e) === key);
    if (!event) return;
    try {
      // Dragging one occurrence of a repeating event moves that occurrence only.
      await dispatch(
        updateEvent({
          eventId: event.id,
          event: times,
          version: event.version,
          ...occurrenceOf(event, 'one'),
        }),
      ).unwrap();
      if (event.recurrence) await dispatch(fetchEvents());
      enqueueSnackbar(t('snackbar.updated'));
    } catch (failure) {
      if (staleSave(failure)) void dispatch(fetchEvents());
      enqueueSnackbar(message(failure), { variant: 'error' });
      throw failure;
    }
  };

  /** Asks "this event or all events" for an occurrence of a repeating event. */
  const withScope = (
    event: CalendarEvent,
    action: 'save' | 'delete',
    run: (scope: Scope) => unknown,
  ) =>
    new Promise<void>((resolve, reject) => {
      if (!event.recurrence) {
        Promise.resolve(run('all')).then(() => resolve(), reject);
        return;
      }
      setScopeAsk({
        action,
        cancel: () => {
          setScopeAsk(null);
          resolve();
        },
        run: (scope) => {
          setScopeAsk(null);
          Promise.resolve(run(scope)).then(() => resolve(), reject);
        },
      });
    });

  /** Saves `patch`; when someone saved in between, asks field by field and saves the merge. */
  const saveChanges = async (
    event: CalendarEvent,
    patch: Partial<EventFormValues>,
    scope: Scope,
  ): Promise<boolean> => {
    try {
      await dispatch(
        updateEvent({
          eventId: event.id,
          event: patch,
          version: version.current,
          ...occurrenceOf(event, scope),
        }),
      ).unwrap();
      if (event.recurrence) await dispatch(fetchEvents());
      return true;
    } catch (failure) {
      const stale = staleSave<CalendarEvent>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const theirs = asPatch(stale.current) as unknown as EventFormValues;
      const differ = conflictingFields(patch, theirs);
      if (differ.length === 0) return saveChanges(event, patch, scope);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((name) => ({
          name,
          label: t(`dialog.${name === 'reminderMinutes' ? 'reminder' : name}`),
          mine: showValue(patch[name]),
          theirs: showValue(theirs[name]),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(patch).filter(([name]) => choices[name] !== 'theirs'),
          );
          setMerge(undefined);
          try {
            if (Object.keys(kept).length === 0 || (await saveChanges(event, kept, scope))) {
              await dispatch(fetchEvents());
              enqueueSnackbar(t('snackbar.updated'));
              setDialog(null);
            }
          } catch (again) {
            enqueueSnackbar(message(again), { variant: 'error' });
          }
        },
      });
      return false;
    }
  };

  const submit = async (values: EventFormValues) => {
    if (dialog?.mode === 'edit') {
      const event = dialog.event;
      const patch = changedFields(event, values);
      if (Object.keys(patch).length === 0) {
        setDialog(null);
        return;
      }
      await withScope(event, 'save', async (scope) => {
        if (await saveChanges(event, patch, scope)) {
          enqueueSnackbar(t('snackbar.updated'));
          setDialog(null);
        }
      });
    } else {
      await dispatch(createEvent(values)).unwrap();
      if (values.recurrence) await dispatch(fetchEvents());
      enqueueSnackbar(t('snackbar.created'));
      setDialog(null);
    }
  };

  const remove = (event: CalendarEvent) =>
    withScope(event, 'delete', async (scope) => {
      try {
        await dispatch(deleteEvent({ eventId: event.id, ...occurrenceOf(event, scope) })).unwrap();
        if (event.recurrence) await dispatch(fetchEvents());
        enqueueSnackbar(t('snackbar.deleted'));
        setDialog(null);
      } catch (failure) {
        enqueueSnackbar(message(failure), { variant: 'error' });
      }
    });

  const respond = async (event: CalendarEvent, response: 'yes' | 'no' | 'maybe') => {
    try {
      const { event: answered } = await calendarApi.respond({ eventId: event.id, response });
      setDialog({ mode: 'invite', event: { ...event, attendees: answered.attendees } });
      void dispatch(fetchEvents());
      enqueueSnackbar(t('snackbar.answered'));
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
              initialView={loadCalendarView(userId) ?? (phone ? 'agenda' : 'month')}
              onViewChange={(view) => saveCalendarView(userId, view)}
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
        {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
          <CalendarEventDialog
            key={dialog.mode === 'edit' ? eventKey(dialog.event) : 'new'}
            event={dialog.mode === 'edit' ? dialog.event : undefined}
            defaults={dialog.mode === 'edit' ? formDefaults(dialog.event) : dialog.defaults}
            onClose={() => setDialog(null)}
            onSubmit={submit}
            onDelete={remove}
          />
        )}
        {dialog?.mode === 'invite' && (
          <CalendarInvitationDialog
            event={dialog.event}
            myId={userId}
            onClose={() => setDialog(null)}
            onRespond={(answer) => respond(dialog.event, answer)}
          />
        )}
        {scopeAsk && (
          <CalendarScopeDialog
            action={scopeAsk.action}
            onChoose={scopeAsk.run}
            onClose={scopeAsk.cancel}
          />
        )}
        {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
