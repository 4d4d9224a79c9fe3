// FullCalendar with Keel's toolbar: month, week, day and agenda views, range select to create,
// click to edit, drag and resize to move. Loaded lazily: only the calendar route pays for it.
import FullCalendar, {
  useCalendarController,
  type DateSelectInfo,
  type EventClickInfo,
  type EventDropInfo,
  type EventResizeDoneInfo,
  type LocaleInput,
} from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allDayFromLocal, dayOf } from '../calendar-dates.ts';
import { eventKey, FULLCALENDAR_VIEW, viewOf, type CalendarView } from '../calendar-views.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';

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
  const [view, setView] = useState<CalendarView>(initialView);

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
        contrastColor: theme.palette.getContrastText(event.color),
      })),
    [events, theme],
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
        onView={(next) => {
          setView(next);
          onViewChange?.(next);
          controller.changeView(FULLCALENDAR_VIEW[next]);
        }}
        onOpenFilters={onOpenFilters}
      />
      <Box sx={{ px: { xs: 1, sm: 2.5 }, pb: 2.5 }}>
        <FullCalendar
          controller={controller}
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={FULLCALENDAR_VIEW[initialView]}
          headerToolbar={false}
          locale={locale}
          direction={theme.direction}
          events={input}
          height={view === 'month' || view === 'agenda' ? 'auto' : 720}
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
          datesSet={(info) => setView(viewOf(info.view.type))}
        />
      </Box>
    </Box>
  );
}
