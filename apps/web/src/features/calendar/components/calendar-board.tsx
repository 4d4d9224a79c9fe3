// FullCalendar with Keel's toolbar: month, week, day and agenda views, range select to create,
// click to edit, drag and resize to move. Loaded lazily: only the calendar route pays for it, and
// of FullCalendar only what the first screen shows: the month grid (the other views load when
// first shown, calendar-view-plugins.ts) and a stand-in for the interaction plugin, which loads
// when a pointer enters the board or it takes focus (calendar-interaction.ts).
import FullCalendar, {
  useCalendarController,
  type DateSelectInfo,
  type EventClickInfo,
  type EventDropInfo,
  type EventResizeDoneInfo,
  type LocaleInput,
  type PluginInput,
} from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { allDayFromLocal, dayOf } from '../calendar-dates.ts';
import { eventTextColor } from '../calendar-event-text.ts';
import { eventKey, FULLCALENDAR_VIEW, viewOf, type CalendarView } from '../calendar-views.ts';
import { interactionStandIn, loadInteraction } from './calendar-interaction.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { BOARD_PLUGINS, loadViewPlugin } from './calendar-view-plugins.ts';

export interface EventTimes {
  start: string;
  end: string;
  allDay: boolean;
}

export interface CalendarBoardProps {
  events: CalendarEvent[];
  initialView: CalendarView;
  /** The user picked another view (remembered for the next visit). */
  onViewChange?: (view: CalendarView) => void;
  filtersActive: boolean;
  onOpenFilters: () => void;
  onSelectRange: (times: EventTimes) => void;
  /** Called with the entry's key (calendar-views.ts `eventKey`). */
  onOpenEvent: (key: string) => void;
  /** Resolves when saved; the board puts the event back if it rejects. */
  onMoveEvent: (key: string, times: EventTimes) => Promise<unknown>;
}

const LOCALES: Record<string, () => Promise<{ default: LocaleInput }>> = {
  fr: () => import('@fullcalendar/react/locales/fr'),
  vi: () => import('@fullcalendar/react/locales/vi'),
  cn: () => import('@fullcalendar/react/locales/zh-cn'),
  ar: () => import('@fullcalendar/react/locales/ar'),
};

// Class names added to the agenda's event cells, for the styles below.
const AGENDA_TITLE = 'keel-agenda-title';
const AGENDA_TIME = 'keel-agenda-time';

/** FullCalendar's dates → the API's: all-day days become UTC midnights (end exclusive). */
function timesOf(start: Date | null, end: Date | null, allDay: boolean): EventTimes | null {
  if (!start) return null;
  if (allDay) {
    const startIso = allDayFromLocal(start);
    const endIso = end
      ? allDayFromLocal(end)
      : new Date(Date.parse(startIso) + 86_400_000).toISOString();
    return { start: startIso, end: endIso, allDay };
  }
  return {
    start: start.toISOString(),
    end: (end ?? new Date(start.getTime() + 3_600_000)).toISOString(),
    allDay,
  };
}

export function CalendarBoard(props: CalendarBoardProps) {
  const {
    events,
    initialView,
    onViewChange,
    filtersActive,
    onOpenFilters,
    onSelectRange,
    onOpenEvent,
    onMoveEvent,
  } = props;
  const theme = useTheme();
  const { i18n } = useTranslation('calendar');
  const controller = useCalendarController();
  const [locale, setLocale] = useState<LocaleInput | undefined>(undefined);
  // A first view other than the month waits for its plugin (the skeleton shows meanwhile).
  const firstPlugin = initialView === 'month' ? undefined : use(loadViewPlugin(initialView));
  const [plugins, setPlugins] = useState<PluginInput[]>(() => [
    classicTheme,
    interactionStandIn,
    ...BOARD_PLUGINS,
    ...(firstPlugin ? [firstPlugin] : []),
  ]);
  // `view` is the toolbar's choice; `shown` the view on screen, which follows once its plugin
  // is here (at once when it already is).
  const [view, setView] = useState<CalendarView>(initialView);
  const [shown, setShown] = useState<CalendarView>(initialView);
  const requested = useRef(initialView);

  const switchView = (next: CalendarView) => {
    requested.current = next;
    setView(next);
    onViewChange?.(next);
    loadViewPlugin(next).then(
      (plugin) => {
        if (requested.current !== next) return;
        // FullCalendar must know the plugin before it is asked for the view.
        flushSync(() => {
          if (plugin)
            setPlugins((current) => (current.includes(plugin) ? current : [...current, plugin]));
          setShown(next);
        });
        controller.changeView(FULLCALENDAR_VIEW[next]);
      },
      () => {
        // Offline: the calendar stays on the view it shows, and so does the toolbar.
        if (requested.current !== next) return;
        const current = viewOf(controller.view?.type);
        requested.current = current;
        setView(current);
      },
    );
  };

  useEffect(() => {
    let live = true;
    const load = LOCALES[i18n.language];
    if (!load) setLocale(undefined);
    else void load().then((module) => live && setLocale(module.default));
    return () => {
      live = false;
    };
  }, [i18n.language]);

  const input = useMemo(
    () =>
      events.map((event) => ({
        id: eventKey(event),
        // Invited users answer; only the organiser moves the event.
        editable: event.isOrganizer,
        title: event.title,
        // All-day events are days, not instants: hand them over as dates.
        start: event.allDay ? dayOf(event.start) : event.start,
        end: event.allDay ? dayOf(event.end) : event.end,
        allDay: event.allDay,
        color: event.color,
        contrastColor: eventTextColor(event.color),
      })),
    [events],
  );

  const move = (info: EventDropInfo | EventResizeDoneInfo) => {
    const times = timesOf(info.event.start, info.event.end, info.event.allDay);
    if (!times) return info.revert();
    onMoveEvent(info.event.id, times).catch(() => info.revert());
  };

  const paper = theme.palette.background.paper;
  return (
    <Box
      sx={{
        // FullCalendar's classic palette, taken from the MUI theme (light or dark).
        '--fc-classic-primary': theme.palette.primary.main,
        '--fc-classic-background': paper,
        '--fc-classic-foreground': theme.palette.text.primary,
        '--fc-classic-muted-foreground': theme.palette.text.secondary,
        '--fc-classic-faint-foreground': theme.palette.text.disabled,
        '--fc-classic-border': theme.palette.divider,
        '--fc-classic-strong-border': theme.palette.divider,
        '--fc-classic-today': alpha(theme.palette.primary.main, 0.08),
        '--fc-classic-highlight': alpha(theme.palette.primary.main, 0.16),
        '--fc-classic-now': theme.palette.error.main,
        '--fc-classic-faint': alpha(theme.palette.grey[500], 0.08),
        '--fc-classic-muted': alpha(theme.palette.grey[500], 0.12),
        '--fc-classic-strong': alpha(theme.palette.grey[500], 0.24),
        fontFamily: theme.typography.fontFamily,
        fontSize: 14,
        '& a': { color: 'inherit' },
        // Agenda rows: the theme keeps a title on one line and cuts it at the row's edge; here it
        // wraps. On a phone the time column (half the row by default) gives the title more room.
        [`& .${AGENDA_TITLE}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        [theme.breakpoints.down('sm')]: {
          [`& .${AGENDA_TIME}`]: { width: '35%', whiteSpace: 'normal' },
        },
      }}
    >
      <CalendarToolbar
        title={controller.view?.title ?? ''}
        view={view}
        filtersActive={filtersActive}
        onPrev={() => controller.prev()}
        onNext={() => controller.next()}
        onToday={() => controller.today()}
        onView={switchView}
        onViewIntent={(next) => void loadViewPlugin(next).catch(() => undefined)}
        onOpenFilters={onOpenFilters}
      />
      <Box
        onPointerEnter={loadInteraction}
        onPointerDown={loadInteraction}
        onFocus={loadInteraction}
        sx={{ px: { xs: 1, sm: 2.5 }, pb: 2.5 }}
      >
        <FullCalendar
          controller={controller}
          plugins={plugins}
          initialView={FULLCALENDAR_VIEW[initialView]}
          headerToolbar={false}
          locale={locale}
          direction={theme.direction}
          events={input}
          height={shown === 'month' || shown === 'agenda' ? 'auto' : 720}
          dayMaxEventRows={3}
          listItemEventTitleClass={AGENDA_TITLE}
          listItemEventTimeClass={AGENDA_TIME}
          nowIndicator
          editable
          eventResizableFromStart
          selectable
          selectMirror
          select={(info: DateSelectInfo) => {
            const times = timesOf(info.start, info.end, info.allDay);
            if (times) onSelectRange(times);
            controller.view?.calendar.unselect();
          }}
          eventClick={(info: EventClickInfo) => {
            info.jsEvent.preventDefault();
            onOpenEvent(info.event.id);
          }}
          eventDrop={move}
          eventResize={move}
          datesSet={(info) => setShown(viewOf(info.view.type))}
        />
      </Box>
    </Box>
  );
}
