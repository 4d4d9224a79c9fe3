// The calendar routes (docs/decisions/016-route-tables.md): the seed's four event calls plus
// invitations (answer one, find people to invite).
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { staleVersionResponseSchema } from './edit-version.ts';
import {
  CalendarEventDeleteBodySchema,
  CalendarEventInputSchema,
  CalendarEventResponseSchema,
  CalendarEventSchema,
  CalendarEventsQuerySchema,
  CalendarEventsResponseSchema,
  CalendarEventUpdateBodySchema,
  CalendarPeopleQuerySchema,
  CalendarPeopleResponseSchema,
  CalendarRespondBodySchema,
} from './calendar.ts';
import { defineRoutes } from './route.ts';

export const calendarRoutes = defineRoutes('calendar', {
  events: {
    method: 'GET',
    path: '/api/calendar/events',
    summary: 'Events I organise or am invited to (optionally those overlapping start..end)',
    access: 'calendar.use',
    query: CalendarEventsQuerySchema,
    response: CalendarEventsResponseSchema,
  },
  create: {
    method: 'POST',
    path: '/api/calendar/events/new',
    summary: 'Add an event (repeating, with invited people and a reminder if asked)',
    access: 'calendar.use',
    body: CalendarEventInputSchema,
    response: CalendarEventResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  update: {
    method: 'POST',
    path: '/api/calendar/events/update',
    summary: 'Change some fields of my event (one occurrence or the whole series)',
    access: 'calendar.use',
    body: CalendarEventUpdateBodySchema,
    response: CalendarEventResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: staleVersionResponseSchema(CalendarEventSchema) },
  },
  remove: {
    method: 'POST',
    path: '/api/calendar/events/delete',
    summary: 'Delete my event, or one occurrence of my repeating event',
    access: 'calendar.use',
    body: CalendarEventDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  respond: {
    method: 'POST',
    path: '/api/calendar/events/respond',
    summary: 'Answer an invitation: yes, no or maybe',
    access: 'calendar.use',
    body: CalendarRespondBodySchema,
    response: CalendarEventResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  people: {
    method: 'GET',
    path: '/api/calendar/people',
    summary: 'People to invite (active users whose name or e-mail contains q)',
    access: 'calendar.use',
    query: CalendarPeopleQuerySchema,
    response: CalendarPeopleResponseSchema,
  },
});
