// The contact inbox routes (docs/decisions/016-route-tables.md): contact-form messages for
// admins and managers (contact.manage): list, read / unread, delete, reply by e-mail.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import {
  ContactDeleteBodySchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactMessageResponseSchema,
  ContactReplyBodySchema,
  ContactUpdateBodySchema,
} from './contact-inbox.ts';
import { defineRoutes } from './route.ts';

export const contactInboxRoutes = defineRoutes('contact-inbox', {
  list: {
    method: 'GET',
    path: '/api/contact/messages',
    summary: 'A page of contact-form messages',
    access: 'contact.manage',
    query: ContactListQuerySchema,
    response: ContactListResponseSchema,
  },
  mark: {
    method: 'POST',
    path: '/api/contact/messages/update',
    summary: 'Mark contact messages read or unread',
    access: 'contact.manage',
    body: ContactUpdateBodySchema,
    response: EmptyResponseSchema,
  },
  remove: {
    method: 'POST',
    path: '/api/contact/messages/delete',
    summary: 'Delete contact messages',
    access: 'contact.manage',
    body: ContactDeleteBodySchema,
    response: EmptyResponseSchema,
  },
  reply: {
    method: 'POST',
    path: '/api/contact/messages/reply',
    summary: 'Reply to a contact message by e-mail',
    access: 'contact.manage',
    body: ContactReplyBodySchema,
    response: ContactMessageResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
