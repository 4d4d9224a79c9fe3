import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers = demo.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

async function events(headers = demo.headers, query = ''): Promise<CalendarEvent[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/events${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ events: CalendarEvent[] }>().events;
}

const meeting = {
  title: 'Planning',
  description: 'Quarter goals',
  color: '#00AB55',
  allDay: false,
  start: '2031-03-10T09:00:00.000Z',
  end: '2031-03-10T10:30:00.000Z',
};

async function create(payload: Record<string, unknown> = meeting, headers = demo.headers) {
  const response = await post('/api/calendar/events/new', payload, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ event: CalendarEvent }>().event;
}

describe('GET /api/calendar/events', () => {
  it('answers my seeded events around this month, and only mine', async () => {
    const mine = await events();
    const theirs = await events(member.headers);
    expect(mine.length).toBeGreaterThanOrEqual(24);
    expect(theirs.length).toBeGreaterThanOrEqual(24);
    const ids = new Set(mine.map((e) => e.id));
    expect(theirs.some((e) => ids.has(e.id))).toBe(false);
    const month = 40 * 86_400_000;
    for (const event of mine) {
      expect(Math.abs(Date.parse(event.start) - Date.now())).toBeLessThan(month);
      expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.parse(event.start));
    }
    expect(mine[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      color: expect.stringMatching(/^#[0-9A-F]{6}$/),
      allDay: expect.any(Boolean),
      start: expect.any(String),
      end: expect.any(String),
      recurrence: null,
      occurrenceStart: null,
      reminderMinutes: null,
      organizer: expect.objectContaining({ id: demo.userId, name: expect.any(String) }),
      isOrganizer: true,
      attendees: [],
      version: expect.any(Number),
    });
  });

  it('narrows to events overlapping start..end when asked', async () => {
    const inside = await create({
      ...meeting,
      title: 'Inside',
      start: '2032-06-10T09:00:00Z',
      end: '2032-06-10T10:00:00Z',
    });
    const overlapping = await create({
      ...meeting,
      title: 'Overlap',
      start: '2032-06-30T22:00:00Z',
      end: '2032-07-01T02:00:00Z',
    });
    await create({
      ...meeting,
      title: 'Outside',
      start: '2032-07-05T09:00:00Z',
      end: '2032-07-05T10:00:00Z',
    });
    const june = await events(demo.headers, '?start=2032-06-01T00:00:00Z&end=2032-07-01T00:00:00Z');
    expect(june.map((e) => e.id)).toEqual([inside.id, overlapping.id]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/events?start=yesterday',
      headers: demo.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses anonymous calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/events' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calendar/events/new', payload: meeting }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/calendar/events/new', () => {
  it('creates an event that only its owner then sees', async () => {
    const event = await create({ ...meeting, title: '  Planning  ', id: 'client-id-is-ignored' });
    expect(event).toEqual({
      ...meeting,
      id: expect.any(String),
      recurrence: null,
      occurrenceStart: null,
      reminderMinutes: null,
      organizer: expect.objectContaining({ id: demo.userId }),
      isOrganizer: true,
      attendees: [],
      version: 1,
    });
    expect(event.id).not.toBe('client-id-is-ignored');
    expect((await events()).find((e) => e.id === event.id)).toEqual(event);
    expect((await events(member.headers)).find((e) => e.id === event.id)).toBeUndefined();
  });

  it('fills defaults and accepts a zero-length event', async () => {
    const event = await create({
      title: 'Reminder',
      start: '2031-01-01T08:00:00+02:00',
      end: '2031-01-01T08:00:00+02:00',
    });
    expect(event).toMatchObject({
      description: '',
      color: '#3366FF',
      allDay: false,
      start: '2031-01-01T06:00:00.000Z',
    });
  });

  it('rejects bad events with the dialog’s messages and stores nothing', async () => {
    const before = await events();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...meeting, title: '' }, 'title', 'Title is required'],
      [{ ...meeting, title: undefined }, 'title', 'Title is required'],
      [{ ...meeting, title: 'x'.repeat(256) }, 'title', 'Title must be at most 255 characters'],
      [
        { ...meeting, description: 'x'.repeat(5001) },
        'description',
        'Description must be at most 5,000 characters',
      ],
      [
        { ...meeting, end: '2031-03-10T08:00:00Z' },
        'end',
        'End date must be later than start date',
      ],
      [{ ...meeting, start: 'soon' }, 'start', 'Start date is required'],
      [{ ...meeting, end: undefined }, 'end', 'End date is required'],
      [{ ...meeting, color: 'red' }, 'color', 'Color must be a hex colour like #3366FF'],
      [{ ...meeting, allDay: 'no' }, 'allDay', 'All day must be true or false'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post('/api/calendar/events/new', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await events()).toEqual(before);
  });
});

describe('POST /api/calendar/events/update', () => {
  it('changes only the fields sent (a drag moves start and end)', async () => {
    const event = await create();
    const moved = { start: '2031-03-11T09:00:00.000Z', end: '2031-03-11T10:30:00.000Z' };
    const response = await post('/api/calendar/events/update', { eventId: event.id, event: moved });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toEqual({ ...event, ...moved, version: 2 });
    const renamed = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: 'Renamed', allDay: true, color: '#FF5630' },
    });
    expect(renamed.json().event).toEqual({
      ...event,
      ...moved,
      version: 3,
      title: 'Renamed',
      allDay: true,
      color: '#FF5630',
    });
    expect((await events()).find((e) => e.id === event.id)).toEqual(renamed.json().event);
  });

  it('takes end: null as "ends when it starts" (FullCalendar drags such events so)', async () => {
    const event = await create();
    const start = '2031-04-02T08:00:00.000Z';
    const response = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { start, end: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({ start, end: start });
    const onlyEnd = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { end: null },
    });
    expect(onlyEnd.json().event).toMatchObject({ start, end: start });
  });

  it('a stale version gets 409 with the current event; the seed-spec call without one still saves', async () => {
    const event = await create();
    const first = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: 'Mine' },
      version: event.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: 'Theirs' },
      version: event.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: event.id, title: 'Mine', version: event.version + 1 },
    });
    const seedCall = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: 'Seed' },
    });
    expect(seedCall.json().event).toMatchObject({ title: 'Seed', version: event.version + 2 });
  });

  it('checks start against end after merging the change', async () => {
    const event = await create();
    const response = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { end: '2031-03-10T08:00:00Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.end).toBe('End date must be later than start date');
    const both = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { start: '2031-03-10T12:00:00Z', end: '2031-03-10T11:00:00Z' },
    });
    expect(both.statusCode).toBe(400);
    const blank = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: ' ' },
    });
    expect(blank.json().fields['event.title']).toBe('Title is required');
    expect((await post('/api/calendar/events/update', { event: { title: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await events()).find((e) => e.id === event.id)).toEqual(event);
  });

  it('answers 404 for someone else’s event and leaves it unchanged', async () => {
    const event = await create(meeting, member.headers);
    const response = await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { title: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Event not found');
    expect((await events(member.headers)).find((e) => e.id === event.id)).toEqual(event);
    const unknown = await post('/api/calendar/events/update', {
      eventId: crypto.randomUUID(),
      event: { title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/calendar/events/delete', () => {
  it('deletes my event', async () => {
    const event = await create();
    const response = await post('/api/calendar/events/delete', { eventId: event.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await events()).find((e) => e.id === event.id)).toBeUndefined();
    expect((await post('/api/calendar/events/delete', { eventId: event.id })).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s event and keeps it', async () => {
    const event = await create(meeting, member.headers);
    const response = await post('/api/calendar/events/delete', { eventId: event.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Event not found');
    expect((await events(member.headers)).some((e) => e.id === event.id)).toBe(true);
    expect((await post('/api/calendar/events/delete', { eventId: 'nope' })).statusCode).toBe(400);
  });
});
