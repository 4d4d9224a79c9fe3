// What each kanban route does; paths, schemas and access are in
// packages/contracts/src/kanban.routes.ts. The board is workspace data: any user with
// kanban.use reads it and works on cards; sections need kanban.manage.
import type { FastifyPluginAsync } from 'fastify';
import { kanbanRoutes as table } from '@keel/contracts/kanban.routes';
import { KANBAN_EVENTS, type KanbanChangedEvent } from '@keel/contracts/kanban-constants';
import { BROADCAST } from '@keel/contracts/realtime';
import { registerRoutes } from '../../shared/route-table.ts';
import { createKanbanService } from './kanban.service.ts';

export const kanbanRoutes: FastifyPluginAsync = async (app) => {
  const service = createKanbanService(app);

  // Every change that went through tells the open boards (every process, through LISTEN/NOTIFY)
  // to refetch: someone else's move shows without a reload.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode !== 200 || !request.user) return;
    const payload: KanbanChangedEvent = {
      action: (request.routeOptions.url ?? '').replace('/api/kanban/', ''),
      by: request.user.id,
      call: request.routeOptions.url ?? '',
    };
    await app.events
      .publish({ userIds: [BROADCAST], type: KANBAN_EVENTS.changed, payload })
      .catch((error: unknown) => request.log.warn({ err: error }, 'kanban event not published'));
  });

  registerRoutes(app, table, {
    board: async () => ({ board: await service.board() }),
    assignees: (request) =>
      service.assignees(request.query.q, request.query.page, request.query.pageSize),
    createColumn: async (request) => ({ column: await service.createColumn(request.body.name) }),
    renameColumn: async (request) => ({
      column: await service.renameColumn(request.body.columnId, request.body.column.name),
    }),
    deleteColumn: async (request) => {
      await service.deleteColumn(request.body.columnId);
      return {};
    },
    reorderColumns: async (request) => ({
      columnOrder: await service.reorderColumns(request.body.columnOrder),
    }),
    createCard: async (request) => ({
      card: await service.createCard(request.body.columnId, request.body.card, request.user),
    }),
    updateCard: async (request) => ({
      card: await service.updateCard(
        request.body.cardId,
        request.body.card,
        request.user,
        request.body.version,
      ),
    }),
    deleteCard: async (request) => {
      await service.deleteCard(request.body.cardId);
      return {};
    },
    moveCard: async (request) => ({
      columns: await service.moveCard(
        request.body.cardId,
        request.body.toColumnId,
        request.body.toIndex,
      ),
    }),
    addComment: async (request) => ({
      comment: await service.addComment(
        request.body.cardId,
        request.user,
        request.body.message,
        request.body.messageType,
      ),
    }),
  });
};
