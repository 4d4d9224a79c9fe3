// Public site calls (pages.md §15): contact form and coming-soon subscription, no sign-in,
// limited per address so the forms cannot be used to flood the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  ContactBodySchema,
  ContactResponseSchema,
  SiteMessages,
  SubscribeBodySchema,
  SubscribeResponseSchema,
} from '@keel/contracts/site';
import { createSiteService } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSiteService(app.db);
  const errors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };
  const tags = ['site'];

  app.post(
    '/api/contact',
    { config: { public: true }, schema: { tags, summary: 'Send a message to support', body: ContactBodySchema, response: { 200: ContactResponseSchema, ...errors } } },
    async (request) => {
      await service.contact(request.body, request.ip);
      return { message: SiteMessages.contactThanks };
    },
  );

  app.post(
    '/api/subscribers/new',
    { config: { public: true }, schema: { tags, summary: 'Get notified at launch', body: SubscribeBodySchema, response: { 200: SubscribeResponseSchema, ...errors } } },
    async (request) => {
      const { alreadySubscribed } = await service.subscribe(request.body.email, request.ip);
      return { alreadySubscribed, message: alreadySubscribed ? SiteMessages.alreadySubscribed : SiteMessages.subscribed };
    },
  );
};
