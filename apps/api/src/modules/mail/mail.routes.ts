// Mail (pages.md §5): the seed's labels, mails and mail calls, plus send, drafts, update, delete
// and the recipients autocomplete. Every call reads or changes the signed-in user's copies only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  MailDeleteBodySchema,
  MailDraftBodySchema,
  MailLabelsResponseSchema,
  MailListQuerySchema,
  MailListResponseSchema,
  MailQuerySchema,
  MailRecipientQuerySchema,
  MailRecipientsResponseSchema,
  MailResponseSchema,
  MailSendBodySchema,
  MailUpdateBodySchema,
  MailUpdateResponseSchema,
} from '@keel/contracts/mail';
import { createMailService } from './mail.service.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMailService(app);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
  const withNotFound = { ...errors, 404: ErrorResponseSchema };
  const tags = ['mail'];

  app.get(
    '/api/mail/labels',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'System and custom labels with unread counts', response: { 200: MailLabelsResponseSchema, ...errors } } },
    async (request) => ({ labels: await service.labels(request.user.id) }),
  );

  app.get(
    '/api/mail/mails',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'A page of mails under a label', querystring: MailListQuerySchema, response: { 200: MailListResponseSchema, ...errors } } },
    async (request) => service.list(request.user.id, request.query),
  );

  app.get(
    '/api/mail/mail',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'One mail (marks it read)', querystring: MailQuerySchema, response: { 200: MailResponseSchema, ...withNotFound } } },
    async (request) => ({ mail: await service.open(request.user.id, request.query.mailId) }),
  );

  app.get(
    '/api/mail/recipients',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'Keel users to send to', querystring: MailRecipientQuerySchema, response: { 200: MailRecipientsResponseSchema, ...errors } } },
    async (request) => ({ recipients: await service.recipients(request.user.id, request.query.q) }),
  );

  app.post(
    '/api/mail/send',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'Send a mail (or a draft)', body: MailSendBodySchema, response: { 200: MailResponseSchema, ...withNotFound } } },
    async (request) => ({ mail: await service.send(request.user, request.body) }),
  );

  app.post(
    '/api/mail/drafts/save',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'Create or update a draft', body: MailDraftBodySchema, response: { 200: MailResponseSchema, ...withNotFound } } },
    async (request) => ({ mail: await service.saveDraft(request.user, request.body) }),
  );

  app.post(
    '/api/mail/update',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'Star, flag, read, label or move mails', body: MailUpdateBodySchema, response: { 200: MailUpdateResponseSchema, ...withNotFound } } },
    async (request) => ({ mails: await service.update(request.user.id, request.body.mailIds, request.body.changes) }),
  );

  app.post(
    '/api/mail/delete',
    { config: { permission: 'mail.use' }, schema: { tags, summary: 'Delete mails from Trash for good', body: MailDeleteBodySchema, response: { 200: EmptyResponseSchema, ...withNotFound } } },
    async (request) => {
      await service.remove(request.user.id, request.body.mailIds);
      return {};
    },
  );
};
