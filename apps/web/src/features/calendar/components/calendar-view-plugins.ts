// FullCalendar's view plugins. The month grid comes with the board (the first view on a wide
// screen, and the base the week and day time grid builds on); the time grid (~11 KB gzip) and
// the agenda list load when their view is first shown. Imported by the board only: its chunk
// then holds all the FullCalendar code they share, instead of the bundler cutting that code into
// chunks of its own for a plugin that could load without the board (bench/RESULTS.md, "Bundle
// weight, session 9").
import type { PluginInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import type { CalendarView } from '../calendar-views.ts';

/** Always in the board's plugins. */
export const BOARD_PLUGINS: PluginInput[] = [dayGridPlugin];

const LOADERS: Partial<Record<CalendarView, () => Promise<{ default: PluginInput }>>> = {
  week: () => import('@fullcalendar/react/timegrid'),
  day: () => import('@fullcalendar/react/timegrid'),
  agenda: () => import('@fullcalendar/react/list'),
};

const loaded = new Map<CalendarView, Promise<PluginInput | undefined>>();

/**
 * The plugin to add for `view` (undefined: the board has it already); the same promise on
 * every call, as React's `use` needs.
 */
export function loadViewPlugin(view: CalendarView): Promise<PluginInput | undefined> {
  let plugin = loaded.get(view);
  if (!plugin) {
    const load = LOADERS[view];
    plugin = load
      ? load().then(
          (module) => module.default,
          (error: unknown) => {
            // A failed download (offline) is tried again the next time the view is asked for.
            loaded.delete(view);
            throw error;
          },
        )
      : Promise.resolve(undefined);
    loaded.set(view, plugin);
  }
  return plugin;
}
