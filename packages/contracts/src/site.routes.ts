// The public site routes (docs/decisions/016-route-tables.md): the contact form and the
// coming-soon subscription, no sign-in, limited per address (429).
import { ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';
import {
  ContactBodySchema,
  ContactResponseSchema,
  SubscribeBodySchema,
  SubscribeResponseSchema,
} from './site.ts';

export const siteRoutes = defineRoutes('site', {
  contact: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to support',
    access: 'public',
    body: ContactBodySchema,
    response: ContactResponseSchema,
    errors: { 429: ErrorResponseSchema },
  },
  subscribe: {
    method: 'POST',
    path: '/api/subscribers/new',
    summary: 'Get notified at launch',
    access: 'public',
    body: SubscribeBodySchema,
    response: SubscribeResponseSchema,
    errors: { 429: ErrorResponseSchema },
  },
});
