// The seed's four calendar calls (pages.md §8). Events are personal: each call sees only the
// signed-in user's own events; someone else's id answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarEventDeleteBodySchema,
  CalendarEventInputSchema,
  CalendarEventResponseSchema,
  CalendarEventsQuerySchema,
  CalendarEventsResponseSchema,
  CalendarEventUpdateBodySchema,
} from '@keel/contracts/calendar';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createCalendarService } from './calendar.service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCalendarService(app);
  const tags = ['calendar'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/api/calendar/events',
    {
      config: { permission: 'calendar.use' },
      schema: {
        tags,
        summary: 'My events (optionally those overlapping start..end)',
        querystring: CalendarEventsQuerySchema,
        response: {
          200: CalendarEventsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ events: await service.list(request.user.id, request.query) }),
  );

  app.post(
    '/api/calendar/events/new',
    {
      config: { permission: 'calendar.use' },
      schema: {
        tags,
        summary: 'Add an event',
        body: CalendarEventInputSchema,
        response: { 200: CalendarEventResponseSchema, ...errors },
      },
    },
    async (request) => ({ event: await service.create(request.user.id, request.body) }),
  );

  app.post(
    '/api/calendar/events/update',
    {
      config: { permission: 'calendar.use' },
      schema: {
        tags,
        summary: 'Change some fields of my event',
        body: CalendarEventUpdateBodySchema,
        response: { 200: CalendarEventResponseSchema, ...errors },
      },
    },
    async (request) => ({
      event: await service.update(request.user.id, request.body.eventId, request.body.event),
    }),
  );

  app.post(
    '/api/calendar/events/delete',
    {
      config: { permission: 'calendar.use' },
      schema: {
        tags,
        summary: 'Delete my event',
        body: CalendarEventDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user.id, request.body.eventId);
      return {};
    },
  );
};
