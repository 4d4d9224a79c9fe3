// The mail routes (docs/decisions/016-route-tables.md): labels, the list, one mail and its
// conversation, recipients, send and undo, drafts, flags and moves, delete for good.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
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
  MailThreadResponseSchema,
  MailUndoBodySchema,
  MailUpdateBodySchema,
  MailUpdateResponseSchema,
} from './mail.ts';
import { defineRoutes } from './route.ts';

const notFound = { 404: ErrorResponseSchema };

export const mailRoutes = defineRoutes('mail', {
  labels: {
    method: 'GET',
    path: '/api/mail/labels',
    summary: 'System and custom labels with unread counts',
    access: 'mail.use',
    response: MailLabelsResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/api/mail/mails',
    summary: 'A page of conversations under a label (each its newest mail)',
    access: 'mail.use',
    query: MailListQuerySchema,
    response: MailListResponseSchema,
  },
  get: {
    method: 'GET',
    path: '/api/mail/mail',
    summary: 'One mail (marks it read)',
    access: 'mail.use',
    query: MailQuerySchema,
    response: MailResponseSchema,
    errors: notFound,
  },
  thread: {
    method: 'GET',
    path: '/api/mail/thread',
    summary: 'The conversation of one of my mails, oldest first (marks it read)',
    access: 'mail.use',
    query: MailQuerySchema,
    response: MailThreadResponseSchema,
    errors: notFound,
  },
  recipients: {
    method: 'GET',
    path: '/api/mail/recipients',
    summary: 'Keel users to send to',
    access: 'mail.use',
    query: MailRecipientQuerySchema,
    response: MailRecipientsResponseSchema,
  },
  send: {
    method: 'POST',
    path: '/api/mail/send',
    summary: 'Send a mail (or a draft)',
    description:
      'Send an `Idempotency-Key` header (one per submit): a repeat gets the first mail back. A draft is delivered once however often it is sent. With `undoSeconds`, the recipients get it when that window ends, unless it is undone.',
    access: 'mail.use',
    body: MailSendBodySchema,
    response: MailResponseSchema,
    errors: notFound,
  },
  undo: {
    method: 'POST',
    path: '/api/mail/send/undo',
    summary: 'Undo a send while its undo window is open (the mail goes back to Drafts)',
    access: 'mail.use',
    body: MailUndoBodySchema,
    response: MailResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
  saveDraft: {
    method: 'POST',
    path: '/api/mail/drafts/save',
    summary: 'Create or update a draft',
    access: 'mail.use',
    body: MailDraftBodySchema,
    response: MailResponseSchema,
    errors: notFound,
  },
  update: {
    method: 'POST',
    path: '/api/mail/update',
    summary: 'Star, flag, read, label or move mails',
    access: 'mail.use',
    body: MailUpdateBodySchema,
    response: MailUpdateResponseSchema,
    errors: notFound,
  },
  remove: {
    method: 'POST',
    path: '/api/mail/delete',
    summary: 'Delete mails from Trash for good',
    access: 'mail.use',
    body: MailDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: notFound,
  },
});
