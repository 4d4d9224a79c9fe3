// The interaction stand-in starts FullCalendar's real interactions, with the same settings, only
// once the real plugin has loaded, and not for a view that has gone in the meantime.
import type { PluginInput } from '@fullcalendar/react';
import { describe, expect, it, vi } from 'vitest';

const started: string[] = [];
const destroyed: string[] = [];
const real = (kind: string) =>
  class {
    constructor(readonly arg: { id: string }) {
      started.push(`${kind} ${arg.id}`);
    }
    destroy() {
      destroyed.push(`${kind} ${this.arg.id}`);
    }
  };

vi.mock('@fullcalendar/react/interaction', () => ({
  default: {
    name: 'interaction',
    componentInteractions: [real('select'), real('drag')],
    calendarInteractions: [real('unselect')],
  },
}));

const { interactionStandIn, loadInteraction } = await import('./calendar-interaction.ts');

type Construct = new (arg: unknown) => { destroy(): void };
const [Component] = interactionStandIn.componentInteractions as unknown as Construct[];
const [Calendar] = interactionStandIn.calendarInteractions as unknown as Construct[];

describe('interactionStandIn', () => {
  it('waits for the real plugin, then starts all its interactions', async () => {
    expect((interactionStandIn as PluginInput).name).toBe('interaction');
    const day = new Component!({ id: 'day', component: {}, isHitComboAllowed: null });
    const gone = new Component!({ id: 'gone', component: {}, isHitComboAllowed: null });
    new Calendar!({ id: 'calendar' });
    gone.destroy();
    expect(started).toEqual([]);

    loadInteraction();
    await vi.waitFor(() => expect(started).toHaveLength(3));
    expect(started).toEqual(['select day', 'drag day', 'unselect calendar']);

    // Once loaded, a new view starts its interactions at once.
    new Component!({ id: 'week', component: {}, isHitComboAllowed: null });
    expect(started).toContain('drag week');

    day.destroy();
    expect(destroyed).toEqual(['select day', 'drag day']);
  });
});
