// What each calendar route does; paths, schemas and access are in
// packages/contracts/src/calendar.routes.ts. Each call sees the events the signed-in user
// organises or is invited to; only the organiser changes an event (an invited user gets 403).
// The module also runs this process's reminder poll (calendar-reminders.ts).
import type { FastifyPluginAsync } from 'fastify';
import { calendarRoutes as table } from '@keel/contracts/calendar.routes';
import { runPeriodically } from '../../shared/periodic-task.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createCalendarReminders } from './calendar-reminders.ts';
import { createCalendarService } from './calendar.service.ts';

export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const service = createCalendarService(app);

  // The reminder poll: every process polls, the queue hands each due reminder to one of them.
  const every = app.env.CALENDAR_REMINDERS_EVERY_MS;
  if (every > 0) {
    const reminders = createCalendarReminders(app);
    runPeriodically(app, {
      everyMs: every,
      task: () => reminders.deliverDue(),
      failure: 'calendar reminders poll failed',
    });
  }

  registerRoutes(app, table, {
    events: async (request) => ({ events: await service.list(request.user.id, request.query) }),
    create: async (request) => ({ event: await service.create(request.user.id, request.body) }),
    update: async (request) => ({
      event: await service.update(request.user.id, request.body.eventId, request.body.event, {
        version: request.body.version,
        occurrenceStart: request.body.occurrenceStart,
        scope: request.body.scope,
      }),
    }),
    remove: async (request) => {
      await service.remove(request.user.id, request.body.eventId, {
        occurrenceStart: request.body.occurrenceStart,
        scope: request.body.scope,
      });
      return {};
    },
    respond: async (request) => ({
      event: await service.respond(request.user.id, request.body.eventId, request.body.response),
    }),
    people: async (request) => ({ people: await service.people(request.user.id, request.query.q) }),
  });
};
