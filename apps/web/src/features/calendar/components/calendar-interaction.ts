// FullCalendar's interaction plugin (select a range to create, drag and resize to move) behind a
// stand-in, so a visit that only reads the calendar does not download it (~9 KB gzip;
// bench/RESULTS.md, "Bundle weight, session 9"). The stand-in carries the plugin's name and one
// interaction of each kind; each waits for the real plugin and then starts all of the real
// plugin's interactions with the same settings. The real plugin loads when a pointer first
// enters the board or something in it takes focus (`loadInteraction`, calendar-board.tsx).
// FullCalendar itself cannot take the plugin later: its views register their interactions once,
// when they mount (CalendarInner in @fullcalendar/react), so a plugin added afterwards would
// only work after a re-mount.
import type { PluginInput } from '@fullcalendar/react';

type ComponentInteractionClass = NonNullable<PluginInput['componentInteractions']>[number];
type CalendarInteractionClass = NonNullable<PluginInput['calendarInteractions']>[number];
type Settings = ConstructorParameters<ComponentInteractionClass>[0];
type CalendarContext = ConstructorParameters<CalendarInteractionClass>[0];
type Started = { destroy(): void };

let real: PluginInput | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<(plugin: PluginInput) => void>();

/** Starts loading the real plugin (once; again after a failed download). */
export function loadInteraction(): void {
  loading ??= import('@fullcalendar/react/interaction').then(
    (module) => {
      real = module.default;
      for (const start of waiting) start(real);
      waiting.clear();
    },
    () => {
      loading = undefined;
    },
  );
}

/** Runs `start` with the real plugin now if it is here, or once it has loaded. */
function whenLoaded(start: (plugin: PluginInput) => void): () => void {
  if (real) start(real);
  else waiting.add(start);
  return () => waiting.delete(start);
}

class ComponentInteractions {
  component: Settings['component'];
  isHitComboAllowed: Settings['isHitComboAllowed'];
  private started: Started[] = [];
  private readonly cancel: () => void;

  constructor(settings: Settings) {
    this.component = settings.component;
    this.isHitComboAllowed = settings.isHitComboAllowed;
    this.cancel = whenLoaded((plugin) => {
      this.started = (plugin.componentInteractions ?? []).map((Real) => new Real(settings));
    });
  }

  destroy() {
    this.cancel();
    for (const interaction of this.started) interaction.destroy();
    this.started = [];
  }
}

class CalendarInteractions {
  private started: Started[] = [];
  private readonly cancel: () => void;

  constructor(context: CalendarContext) {
    this.cancel = whenLoaded((plugin) => {
      this.started = (plugin.calendarInteractions ?? []).map((Real) => new Real(context));
    });
  }

  destroy() {
    this.cancel();
    for (const interaction of this.started) interaction.destroy();
    this.started = [];
  }
}

/** Stands in for `@fullcalendar/react/interaction` in the board's plugins. */
export const interactionStandIn: PluginInput = {
  name: 'interaction',
  componentInteractions: [ComponentInteractions],
  calendarInteractions: [CalendarInteractions],
};
