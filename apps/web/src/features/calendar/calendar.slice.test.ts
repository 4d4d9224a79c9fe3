import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@keel/contracts/calendar';
import {
  calendarSlice,
  createEvent,
  deleteEvent,
  eventCreated,
  eventDeleted,
  eventUpdated,
  fetchEvents,
  initialCalendarState,
  updateEvent,
} from './calendar.slice.ts';

const reduce = calendarSlice.reducer;
const event = (id: string, title = `Event ${id}`): CalendarEvent => ({
  id,
  version: 1,
  recurrence: null,
  occurrenceStart: null,
  reminderMinutes: null,
  organizer: { id: 'me', name: 'Me', avatar: null },
  isOrganizer: true,
  attendees: [],
  title,
  description: '',
  color: '#3366FF',
  allDay: false,
  start: '2030-01-01T09:00:00.000Z',
  end: '2030-01-01T10:00:00.000Z',
});
const loaded = () => ({ ...initialCalendarState, events: [event('1'), event('2'), event('3')] });

describe('calendar slice: the seed transitions', () => {
  it('loading sets loading, success stores the events, failure stores the error', () => {
    const pending = reduce(initialCalendarState, fetchEvents.pending('r', undefined));
    expect(pending).toMatchObject({ loading: true, error: null });
    expect(reduce(pending, fetchEvents.fulfilled([event('1')], 'r', undefined))).toEqual({
      events: [event('1')],
      loading: false,
      error: null,
    });
    expect(
      reduce(pending, fetchEvents.rejected(new Error('Something went wrong'), 'r', undefined)),
    ).toMatchObject({
      loading: false,
      error: 'Something went wrong',
    });
  });

  it('create appends', () => {
    expect(reduce(loaded(), eventCreated(event('4'))).events.map((e) => e.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    const input = { title: 'x', start: event('5').start, end: event('5').end };
    expect(reduce(loaded(), createEvent.fulfilled(event('5'), 'r', input)).events.at(-1)).toEqual(
      event('5'),
    );
  });

  it('update replaces by id and keeps the order', () => {
    const state = reduce(loaded(), eventUpdated(event('2', 'Moved')));
    expect(state.events.map((e) => e.title)).toEqual(['Event 1', 'Moved', 'Event 3']);
    const viaThunk = reduce(
      loaded(),
      updateEvent.fulfilled(event('3', 'Renamed'), 'r', {
        eventId: '3',
        event: { title: 'Renamed' },
      }),
    );
    expect(viaThunk.events[2]!.title).toBe('Renamed');
  });

  it('delete removes by id', () => {
    expect(reduce(loaded(), eventDeleted('2')).events.map((e) => e.id)).toEqual(['1', '3']);
    expect(
      reduce(loaded(), deleteEvent.fulfilled('1', 'r', { eventId: '1' })).events.map((e) => e.id),
    ).toEqual(['2', '3']);
  });

  it('a failed change leaves the events as they were', () => {
    const state = loaded();
    expect(
      reduce(
        state,
        updateEvent.rejected(null, 'r', { eventId: '1', event: {} }, 'Event not found'),
      ),
    ).toEqual(state);
    expect(
      reduce(state, deleteEvent.rejected(null, 'r', { eventId: '1' }, 'Event not found')),
    ).toEqual(state);
  });
});
