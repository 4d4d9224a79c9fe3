// Chat (pages.md §6): the seed's contacts, conversations, conversation, mark-as-seen and
// participants calls, plus new message, contact search and my status. Presence is tracked here
// from the WebSocket's connections.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatSearchQuerySchema,
  ChatSearchResponseSchema,
  ChatStatusBodySchema,
  ChatStatusResponseSchema,
  ChatUnreadResponseSchema,
  ContactsResponseSchema,
  ConversationQuerySchema,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  MarkAsSeenQuerySchema,
  NewMessageBodySchema,
  NewMessageResponseSchema,
  ParticipantsQuerySchema,
  ParticipantsResponseSchema,
} from '@keel/contracts/chat';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createChatService } from './chat.service.ts';
import { createPresenceService } from './presence.service.ts';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const presence = createPresenceService(app);
  app.realtime.onConnection((event) => presence.onConnection(event));
  const service = createChatService(app, presence);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
  const withNotFound = { ...errors, 404: ErrorResponseSchema };
  const tags = ['chat'];

  app.get(
    '/api/chat/contacts',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Other active users with their status', response: { 200: ContactsResponseSchema, ...errors } } },
    async (request) => ({ contacts: await service.contacts(request.user.id) }),
  );

  app.get(
    '/api/chat/conversations',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'My conversations, newest first, each with its latest page of messages (oldest first)', response: { 200: ConversationsResponseSchema, ...errors } } },
    async (request) => ({ conversations: await service.conversations(request.user.id) }),
  );

  app.get(
    '/api/chat/conversation',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags,
        summary: 'A conversation by id or contact username (null when there is none with that contact yet)',
        querystring: ConversationQuerySchema,
        response: { 200: ConversationResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      conversation: await service.conversation(request.user.id, request.query.conversationKey, request.query.before),
    }),
  );

  app.get(
    '/api/chat/conversation/mark-as-seen',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Mark a conversation read', querystring: MarkAsSeenQuerySchema, response: { 200: EmptyResponseSchema, ...withNotFound } } },
    async (request) => {
      await service.markAsSeen(request.user.id, request.query.conversationId);
      return {};
    },
  );

  app.get(
    '/api/chat/participants',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'The people I talk with in a conversation', querystring: ParticipantsQuerySchema, response: { 200: ParticipantsResponseSchema, ...withNotFound } } },
    async (request) => ({ participants: await service.participants(request.user.id, request.query.conversationKey) }),
  );

  app.post(
    '/api/chat/messages/new',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Send a message (a first one creates the conversation)', body: NewMessageBodySchema, response: { 200: NewMessageResponseSchema, ...withNotFound } } },
    async (request) => service.send(request.user, request.body),
  );

  app.get(
    '/api/chat/unread-count',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Unread messages over all my conversations (the nav badge)', response: { 200: ChatUnreadResponseSchema, ...errors } } },
    async (request) => ({ unreadCount: await service.unreadCount(request.user.id) }),
  );

  app.get(
    '/api/chat/search',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Search contacts', querystring: ChatSearchQuerySchema, response: { 200: ChatSearchResponseSchema, ...errors } } },
    async (request) => ({ results: await service.search(request.user.id, request.query.query) }),
  );

  app.post(
    '/api/chat/status',
    { config: { permission: 'chat.use' }, schema: { tags, summary: 'Set my status', body: ChatStatusBodySchema, response: { 200: ChatStatusResponseSchema, ...errors } } },
    async (request) => ({ status: await service.setStatus(request.user.id, request.body.status) }),
  );
};
