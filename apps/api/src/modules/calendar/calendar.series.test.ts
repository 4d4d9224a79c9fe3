// Issue 20: repeating events (edit one or all), invitations with answers, and reminders
// delivered as notifications, once, by whichever API process polls first.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { notifications } from '@keel/db/schema/notifications';
import { calendarReminders } from '@keel/db/schema/calendar';
import { createTestApp, signIn, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startSecondProcess, type SecondProcess } from '../../test/two-process.ts';
import { createCalendarReminders } from './calendar-reminders.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  // The poll is driven by hand here (deliverDue with a chosen "now").
  t = await createTestApp({ CALENDAR_REMINDERS_EVERY_MS: '0' });
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers = demo.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

async function events(headers: Record<string, string>, from: string, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/events?start=${from}&end=${to}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ events: CalendarEvent[] }>().events;
}

async function create(payload: Record<string, unknown>, headers = demo.headers) {
  const response = await post('/api/calendar/events/new', payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ event: CalendarEvent }>().event;
}

const weekly = {
  title: 'Weekly sync',
  start: '2035-01-01T09:00:00.000Z',
  end: '2035-01-01T09:30:00.000Z',
  recurrence: { frequency: 'weekly', until: '2035-01-29T23:59:59.000Z' },
};
const JAN = ['2035-01-01T00:00:00Z', '2035-02-01T00:00:00Z'] as const;

describe('repeating events', () => {
  it('shows each occurrence up to the end date, under the series id', async () => {
    const series = await create({ ...weekly, title: 'Shown weekly' });
    const shown = (await events(demo.headers, ...JAN)).filter((e) => e.id === series.id);
    expect(shown.map((e) => e.start)).toEqual([
      '2035-01-01T09:00:00.000Z',
      '2035-01-08T09:00:00.000Z',
      '2035-01-15T09:00:00.000Z',
      '2035-01-22T09:00:00.000Z',
      '2035-01-29T09:00:00.000Z',
    ]);
    expect(shown[1]).toMatchObject({
      occurrenceStart: '2035-01-08T09:00:00.000Z',
      end: '2035-01-08T09:30:00.000Z',
      recurrence: weekly.recurrence,
    });
  });

  it('edits one occurrence alone: it leaves the series and keeps the change', async () => {
    const series = await create({ ...weekly, title: 'Edit one' });
    const response = await post('/api/calendar/events/update', {
      eventId: series.id,
      occurrenceStart: '2035-01-15T09:00:00.000Z',
      scope: 'one',
      event: { title: 'Moved once', start: '2035-01-16T14:00:00Z', end: '2035-01-16T15:00:00Z' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const detached = response.json<{ event: CalendarEvent }>().event;
    expect(detached).toMatchObject({
      title: 'Moved once',
      recurrence: null,
      occurrenceStart: null,
    });
    const shown = await events(demo.headers, ...JAN);
    expect(shown.filter((e) => e.id === series.id).map((e) => e.start.slice(0, 10))).toEqual([
      '2035-01-01',
      '2035-01-08',
      '2035-01-22',
      '2035-01-29',
    ]);
    expect(shown.find((e) => e.id === detached.id)?.start).toBe('2035-01-16T14:00:00.000Z');
  });

  it('edits all: a moved occurrence moves the series by as much, skipped ones stay skipped', async () => {
    const series = await create({ ...weekly, title: 'Edit all' });
    const removed = await post('/api/calendar/events/delete', {
      eventId: series.id,
      occurrenceStart: '2035-01-22T09:00:00.000Z',
      scope: 'one',
    });
    expect(removed.statusCode).toBe(200);
    const response = await post('/api/calendar/events/update', {
      eventId: series.id,
      occurrenceStart: '2035-01-08T09:00:00.000Z',
      scope: 'all',
      event: { title: 'Later', start: '2035-01-08T11:00:00Z', end: '2035-01-08T12:00:00Z' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (await events(demo.headers, ...JAN)).filter((e) => e.id === series.id);
    expect(shown.map((e) => [e.title, e.start, e.end])).toEqual([
      ['Later', '2035-01-01T11:00:00.000Z', '2035-01-01T12:00:00.000Z'],
      ['Later', '2035-01-08T11:00:00.000Z', '2035-01-08T12:00:00.000Z'],
      ['Later', '2035-01-15T11:00:00.000Z', '2035-01-15T12:00:00.000Z'],
      ['Later', '2035-01-29T11:00:00.000Z', '2035-01-29T12:00:00.000Z'],
    ]);
  });

  it('deletes the whole series, refuses an occurrence that is not one, and a series without end', async () => {
    const series = await create({ ...weekly, title: 'Delete all' });
    const wrong = await post('/api/calendar/events/delete', {
      eventId: series.id,
      occurrenceStart: '2035-01-09T09:00:00.000Z',
      scope: 'one',
    });
    expect(wrong.statusCode).toBe(404);
    expect((await post('/api/calendar/events/delete', { eventId: series.id })).statusCode).toBe(
      200,
    );
    expect((await events(demo.headers, ...JAN)).some((e) => e.id === series.id)).toBe(false);
    const endless = await post('/api/calendar/events/new', {
      ...weekly,
      recurrence: { frequency: 'daily' },
    });
    expect(endless.statusCode).toBe(400);
    const tooMany = await post('/api/calendar/events/new', {
      ...weekly,
      recurrence: { frequency: 'daily', until: '2040-01-01T00:00:00Z' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 1,000 times/);
  });
});

describe('invitations', () => {
  it('the invited user sees the event and answers; the organiser sees the answer', async () => {
    const event = await create({
      title: 'Design review',
      start: '2035-03-01T10:00:00Z',
      end: '2035-03-01T11:00:00Z',
      attendees: [{ id: member.userId }, { id: demo.userId }],
    });
    expect(event.attendees).toEqual([
      expect.objectContaining({ id: member.userId, response: 'pending' }),
    ]);
    const invitation = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, member.userId),
          like(notifications.title, '%invited you to Design review'),
        ),
      );
    expect(invitation).toHaveLength(1);

    const seen = await events(member.headers, '2035-03-01T00:00:00Z', '2035-03-02T00:00:00Z');
    expect(seen.find((e) => e.id === event.id)).toMatchObject({
      isOrganizer: false,
      organizer: { id: demo.userId },
    });
    const answer = await post(
      '/api/calendar/events/respond',
      { eventId: event.id, response: 'maybe' },
      member.headers,
    );
    expect(answer.statusCode).toBe(200);
    const mine = await events(demo.headers, '2035-03-01T00:00:00Z', '2035-03-02T00:00:00Z');
    expect(mine.find((e) => e.id === event.id)?.attendees).toEqual([
      expect.objectContaining({ id: member.userId, response: 'maybe' }),
    ]);

    // Only the organiser changes it; someone not invited cannot even answer.
    const edit = await post(
      '/api/calendar/events/update',
      { eventId: event.id, event: { title: 'Mine now' } },
      member.headers,
    );
    expect(edit.statusCode).toBe(403);
    const stranger = await post('/api/calendar/events/respond', {
      eventId: event.id,
      response: 'yes',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses an unknown invitee and finds people to invite (not me)', async () => {
    const bad = await post('/api/calendar/events/new', {
      title: 'Ghosts',
      start: '2035-03-01T10:00:00Z',
      end: '2035-03-01T11:00:00Z',
      attendees: [{ id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(bad.statusCode).toBe(400);
    const people = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/people?q=keel.dev',
      headers: demo.headers,
    });
    expect(people.statusCode).toBe(200);
    const found = people.json<{ people: { id: string }[] }>().people;
    expect(found.some((p) => p.id === member.userId)).toBe(true);
    expect(found.some((p) => p.id === demo.userId)).toBe(false);
  });
});

describe('reminders', () => {
  const reminded = (userId: string, title: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, `Reminder: ${title}`)));

  it('reminds the organiser and invitees who did not decline, once, at the chosen time', async () => {
    const event = await create({
      title: 'Reminded once',
      start: '2035-05-01T10:00:00Z',
      end: '2035-05-01T11:00:00Z',
      reminderMinutes: 15,
      attendees: [{ id: member.userId }],
    });
    const jobs = createCalendarReminders(t.app);
    await jobs.deliverDue(new Date('2035-05-01T09:44:00Z'));
    expect(await reminded(demo.userId, 'Reminded once')).toHaveLength(0);
    await jobs.deliverDue(new Date('2035-05-01T09:45:00Z'));
    // A restart is a new poller on the same queue: nothing is delivered twice.
    await createCalendarReminders(t.app).deliverDue(new Date('2035-05-01T09:50:00Z'));
    const sent = await reminded(demo.userId, 'Reminded once');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'calendar_event', description: 'Starts in 15 minutes' });
    expect(await reminded(member.userId, 'Reminded once')).toHaveLength(1);
    void event;
  });

  it('skips an invitee who declined, and queues the next occurrence of a series', async () => {
    const event = await create({
      title: 'Daily reminder',
      start: '2035-06-01T08:00:00Z',
      end: '2035-06-01T08:15:00Z',
      recurrence: { frequency: 'daily', until: '2035-06-03T23:00:00Z' },
      reminderMinutes: 5,
      attendees: [{ id: member.userId }],
    });
    await post(
      '/api/calendar/events/respond',
      { eventId: event.id, response: 'no' },
      member.headers,
    );
    const jobs = createCalendarReminders(t.app);
    await jobs.deliverDue(new Date('2035-06-01T07:55:00Z'));
    await jobs.deliverDue(new Date('2035-06-02T07:55:00Z'));
    expect(await reminded(demo.userId, 'Daily reminder')).toHaveLength(2);
    expect(await reminded(member.userId, 'Daily reminder')).toHaveLength(0);
    const queued = await t.database.db
      .select()
      .from(calendarReminders)
      .where(eq(calendarReminders.eventId, event.id));
    expect(queued.map((row) => [row.occurrenceStart.toISOString(), row.sentAt !== null])).toEqual(
      expect.arrayContaining([
        ['2035-06-01T08:00:00.000Z', true],
        ['2035-06-02T08:00:00.000Z', true],
        ['2035-06-03T08:00:00.000Z', false],
      ]),
    );
  });

  it('moving the event moves its reminder; removing the reminder drops it', async () => {
    const event = await create({
      title: 'Moved reminder',
      start: '2035-07-01T10:00:00Z',
      end: '2035-07-01T11:00:00Z',
      reminderMinutes: 60,
    });
    await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { start: '2035-07-02T10:00:00Z', end: '2035-07-02T11:00:00Z' },
    });
    const queue = () =>
      t.database.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, event.id));
    expect((await queue()).map((row) => row.dueAt.toISOString())).toEqual([
      '2035-07-02T09:00:00.000Z',
    ]);
    await post('/api/calendar/events/update', {
      eventId: event.id,
      event: { reminderMinutes: null },
    });
    expect(await queue()).toEqual([]);
  });
});

describe.skipIf(!testDatabaseUrl())('reminders across two API processes on PostgreSQL', () => {
  let second: SecondProcess;
  beforeAll(async () => {
    second = await startSecondProcess(t, { CALENDAR_REMINDERS_EVERY_MS: '0' });
  });
  afterAll(async () => second?.close());

  it('delivers each due reminder once while both processes poll at the same time', async () => {
    const count = 40;
    const created = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        create({
          title: `Race ${index}`,
          start: '2036-01-10T10:00:00Z',
          end: '2036-01-10T11:00:00Z',
          reminderMinutes: 30,
          attendees: [{ id: member.userId }],
        }),
      ),
    );
    // Earlier tests' reminders are due before these: deliver them first, so only these race.
    await createCalendarReminders(t.app).deliverDue(new Date('2036-01-01T00:00:00Z'));
    const now = new Date('2036-01-10T09:45:00Z');
    const pollers = [createCalendarReminders(t.app), createCalendarReminders(second.app)];
    // Four polls per process, all at once: every claim races every other.
    const delivered = await Promise.all(
      Array.from({ length: 8 }, (_, index) => pollers[index % 2]!.deliverDue(now)),
    );
    expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(count);
    // Both processes took part (the queue is shared, not one process's).
    expect(delivered.filter((n) => n > 0).length).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(like(notifications.title, 'Reminder: Race %'));
    expect(rows).toHaveLength(count * 2);
    for (const event of created) {
      const forEvent = rows.filter((row) => row.title === `Reminder: ${event.title}`);
      expect(forEvent.map((row) => row.userId).sort()).toEqual([demo.userId, member.userId].sort());
    }
  });
});
