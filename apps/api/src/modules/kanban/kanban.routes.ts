// The seed's board and column calls plus Keel's card, move, reorder and comment calls
// (pages.md §7). The board is workspace data: any signed-in user reads and changes it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  KanbanAssigneesQuerySchema,
  KanbanAssigneesResponseSchema,
  KanbanBoardResponseSchema,
  KanbanCardDeleteBodySchema,
  KanbanCardMoveBodySchema,
  KanbanCardNewBodySchema,
  KanbanCardResponseSchema,
  KanbanCardUpdateBodySchema,
  KanbanColumnDeleteBodySchema,
  KanbanColumnInputSchema,
  KanbanColumnOrderResponseSchema,
  KanbanColumnReorderBodySchema,
  KanbanColumnResponseSchema,
  KanbanColumnUpdateBodySchema,
  KanbanCommentNewBodySchema,
  KanbanCommentResponseSchema,
  KanbanMoveResponseSchema,
} from '@keel/contracts/kanban';
import { createKanbanService } from './kanban.service.ts';

export const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createKanbanService(app);
  const tags = ['kanban'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/api/kanban/board',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'The board: cards, columns, columnOrder',
        response: { 200: KanbanBoardResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ board: await service.board() }),
  );

  app.get(
    '/api/kanban/assignees',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'People to assign to cards (active users by name; q searches name and e-mail)',
        querystring: KanbanAssigneesQuerySchema,
        response: {
          200: KanbanAssigneesResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      service.assignees(request.query.q, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/kanban/columns/new',
    {
      config: { permission: 'kanban.manage' },
      schema: {
        tags,
        summary: 'Add a column at the end',
        body: KanbanColumnInputSchema,
        response: { 200: KanbanColumnResponseSchema, ...errors },
      },
    },
    async (request) => ({ column: await service.createColumn(request.body.name) }),
  );

  app.post(
    '/api/kanban/columns/update',
    {
      config: { permission: 'kanban.manage' },
      schema: {
        tags,
        summary: 'Rename a column',
        body: KanbanColumnUpdateBodySchema,
        response: { 200: KanbanColumnResponseSchema, ...errors },
      },
    },
    async (request) => ({
      column: await service.renameColumn(request.body.columnId, request.body.column.name),
    }),
  );

  app.post(
    '/api/kanban/columns/delete',
    {
      config: { permission: 'kanban.manage' },
      schema: {
        tags,
        summary: 'Delete a column and its cards',
        body: KanbanColumnDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteColumn(request.body.columnId);
      return {};
    },
  );

  app.post(
    '/api/kanban/columns/reorder',
    {
      config: { permission: 'kanban.manage' },
      schema: {
        tags,
        summary: 'Save the column order (every column, once)',
        body: KanbanColumnReorderBodySchema,
        response: { 200: KanbanColumnOrderResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({ columnOrder: await service.reorderColumns(request.body.columnOrder) }),
  );

  app.post(
    '/api/kanban/cards/new',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'Add a card at the end of a column',
        body: KanbanCardNewBodySchema,
        response: { 200: KanbanCardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      card: await service.createCard(request.body.columnId, request.body.card, request.user),
    }),
  );

  app.post(
    '/api/kanban/cards/update',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'Change some fields of a card',
        body: KanbanCardUpdateBodySchema,
        response: { 200: KanbanCardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      card: await service.updateCard(request.body.cardId, request.body.card, request.user),
    }),
  );

  app.post(
    '/api/kanban/cards/delete',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'Delete a card',
        body: KanbanCardDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteCard(request.body.cardId);
      return {};
    },
  );

  app.post(
    '/api/kanban/cards/move',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'Move a card within or across columns',
        body: KanbanCardMoveBodySchema,
        response: { 200: KanbanMoveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      columns: await service.moveCard(
        request.body.cardId,
        request.body.toColumnId,
        request.body.toIndex,
      ),
    }),
  );

  app.post(
    '/api/kanban/cards/comments/new',
    {
      config: { permission: 'kanban.use' },
      schema: {
        tags,
        summary: 'Comment on a card',
        body: KanbanCommentNewBodySchema,
        response: { 200: KanbanCommentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      comment: await service.addComment(
        request.body.cardId,
        request.user,
        request.body.message,
        request.body.messageType,
      ),
    }),
  );
};
