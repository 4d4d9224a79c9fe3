// The calendar's calls, through the typed client on packages/contracts/src/calendar.routes.ts:
// the seed's calendar slice calls these, so it keeps its state and transitions.
import { calendarRoutes } from '@keel/contracts/calendar.routes';
import type {
  CalendarEventDeleteBody,
  CalendarEventInput,
  CalendarEventUpdateBody,
  CalendarRespondBody,
} from '@keel/contracts/calendar';
import { callRoute } from '../../lib/api-client.ts';

const routes = calendarRoutes.routes;

export const calendarApi = {
  events: () => callRoute(routes.events, { query: {} }),
  create: (event: CalendarEventInput) => callRoute(routes.create, { body: event }),
  update: (body: CalendarEventUpdateBody) => callRoute(routes.update, { body }),
  remove: (body: CalendarEventDeleteBody) => callRoute(routes.remove, { body }),
  respond: (body: CalendarRespondBody) => callRoute(routes.respond, { body }),
  people: (q: string, signal?: AbortSignal) =>
    callRoute(routes.people, { query: { q } }, { signal }),
};
