// What each chat route does; paths, schemas and access are in packages/contracts/src/chat.routes.ts.
// Presence is tracked here from the WebSocket's connections.
import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes as table } from '@keel/contracts/chat.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createChatService } from './chat.service.ts';
import { createPresenceService } from './presence.service.ts';

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const presence = createPresenceService(app);
  app.realtime.onConnection((event) => presence.onConnection(event));
  const service = createChatService(app, presence);

  registerRoutes(app, table, {
    contacts: async (request) => ({ contacts: await service.contacts(request.user.id) }),
    conversations: async (request) => ({
      conversations: await service.conversations(request.user.id),
    }),
    conversation: async (request) => ({
      conversation: await service.conversation(
        request.user.id,
        request.query.conversationKey,
        request.query.before,
      ),
    }),
    markAsSeen: async (request) => {
      await service.markAsSeen(request.user.id, request.query.conversationId);
      return {};
    },
    participants: async (request) => ({
      participants: await service.participants(request.user.id, request.query.conversationKey),
    }),
    send: (request) => service.send(request.user, request.body),
    edit: async (request) => ({
      message: await service.editMessage(request.user.id, request.body),
    }),
    remove: async (request) => ({
      message: await service.deleteMessage(request.user.id, request.body.messageId),
    }),
    typing: async (request) => {
      await service.typing(request.user.id, request.body.conversationId);
      return {};
    },
    unreadCount: async (request) => ({ unreadCount: await service.unreadCount(request.user.id) }),
    search: async (request) => ({
      results: await service.search(request.user.id, request.query.query),
    }),
    status: async (request) => ({
      status: await service.setStatus(request.user.id, request.body.status),
    }),
  });
};
