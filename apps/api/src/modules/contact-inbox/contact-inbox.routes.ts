// The contact inbox (contact.manage: admins and managers): contact-form messages, read /
// unread, delete, reply by e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  ContactDeleteBodySchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactMessageResponseSchema,
  ContactReplyBodySchema,
  ContactUpdateBodySchema,
} from '@keel/contracts/contact-inbox';
import { createContactInboxService } from './contact-inbox.service.ts';

export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactInboxService(app);
  const tags = ['contact-inbox'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
  const config = { permission: 'contact.manage' } as const;

  app.get(
    '/api/contact/messages',
    {
      config,
      schema: {
        tags,
        summary: 'A page of contact-form messages',
        querystring: ContactListQuerySchema,
        response: { 200: ContactListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/api/contact/messages/update',
    {
      config,
      schema: {
        tags,
        summary: 'Mark contact messages read or unread',
        body: ContactUpdateBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => service.update(request.body),
  );

  app.post(
    '/api/contact/messages/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete contact messages',
        body: ContactDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => service.remove(request.body.messageIds),
  );

  app.post(
    '/api/contact/messages/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Reply to a contact message by e-mail',
        body: ContactReplyBodySchema,
        response: { 200: ContactMessageResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => service.reply(request.user, request.body),
  );
};
