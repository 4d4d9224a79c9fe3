import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { changedFields, datesInvalid, formDefaults } from './calendar-event-form.ts';
import { EventFormSchema } from './calendar-event-schema.ts';

const event: CalendarEvent = {
  id: 'e1',
  version: 1,
  recurrence: null,
  occurrenceStart: null,
  reminderMinutes: null,
  organizer: { id: 'me', name: 'Me', avatar: null },
  isOrganizer: true,
  attendees: [],
  title: 'Planning',
  description: '',
  color: '#3366FF',
  allDay: false,
  start: '2030-01-05T09:00:00.000Z',
  end: '2030-01-05T10:00:00.000Z',
};

describe('event form', () => {
  it('validates with the dialog messages', () => {
    const empty = EventFormSchema.safeParse({ ...formDefaults(), title: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Title is required']);
    const long = EventFormSchema.safeParse({ ...formDefaults(), title: 'x'.repeat(256) });
    expect(long.error?.issues[0]?.message).toBe('Title must be at most 255 characters');
    const backwards = EventFormSchema.safeParse({ ...event, end: '2030-01-05T08:00:00.000Z' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['end'],
      message: 'End date must be later than start date',
    });
    const sameDay = EventFormSchema.safeParse({
      ...event,
      allDay: true,
      start: '2030-01-05T00:00:00.000Z',
      end: '2030-01-05T00:00:00.000Z',
    });
    expect(sameDay.success).toBe(false);
  });

  it('flags end-before-start so the dates turn red', () => {
    expect(
      datesInvalid({ start: event.start, end: '2030-01-05T08:00:00.000Z', allDay: false }),
    ).toBe(true);
    expect(datesInvalid({ start: event.start, end: event.start, allDay: false })).toBe(false);
    expect(
      datesInvalid({
        start: '2030-01-05T00:00:00.000Z',
        end: '2030-01-05T00:00:00.000Z',
        allDay: true,
      }),
    ).toBe(true);
  });

  it('opens on the event, a range, or the next full hour', () => {
    expect(formDefaults(event)).toEqual({
      title: 'Planning',
      description: '',
      color: '#3366FF',
      allDay: false,
      start: event.start,
      end: event.end,
      recurrence: null,
      reminderMinutes: null,
      attendees: [],
      timeZone: expect.any(String),
    });
    expect(formDefaults(undefined, { start: 'a', end: 'b', allDay: true })).toMatchObject({
      start: 'a',
      end: 'b',
      allDay: true,
      title: '',
    });
    expect(new Date(formDefaults().start).getMinutes()).toBe(0);
  });

  it('sends invited people as a change only when who is invited changed', () => {
    const invited = {
      ...event,
      attendees: [{ id: 'ann', name: 'Ann', avatar: null, response: 'yes' as const }],
    };
    const same = { ...formDefaults(invited), attendees: [{ id: 'ann' }] };
    expect(changedFields(invited, same)).toEqual({});
    const more = { ...same, attendees: [{ id: 'ann' }, { id: 'bob' }] };
    expect(changedFields(invited, more)).toEqual({ attendees: [{ id: 'ann' }, { id: 'bob' }] });
    const weekly = { frequency: 'weekly' as const, until: '2031-01-01T00:00:00.000Z' };
    expect(changedFields(invited, { ...same, recurrence: weekly })).toEqual({ recurrence: weekly });
  });

  it('sends only the changed fields', () => {
    expect(changedFields(event, { ...formDefaults(event), title: 'Renamed' })).toEqual({
      title: 'Renamed',
    });
    expect(changedFields(event, formDefaults(event))).toEqual({});
  });
});
