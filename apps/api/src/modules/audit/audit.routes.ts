// The audit trail: the admin list (audit.read) and a record's History with "restore this
// version"; each History needs the permission that shows that kind of record (audit-resources.ts).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AuditListQuerySchema,
  AuditListResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  RestoreBodySchema,
  RestoreResponseSchema,
  type HistoryResource,
} from '@keel/contracts/audit';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { blogPosts } from '@keel/db/schema/blog';
import { forbidden } from '../../shared/http-error.ts';
import { HISTORY_RULES } from './audit-resources.ts';
import { createAuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService(app);
  const tags = ['audit'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  /** Blog posts belong to their author unless the caller may publish anyone's. */
  async function mayChange(request: FastifyRequest, resource: HistoryResource, recordId: string) {
    if (!request.permissions.has(HISTORY_RULES[resource].restore)) return false;
    if (resource !== 'blog_posts' || request.permissions.has('blog.publish')) return true;
    const [post] = await app.db.select({ authorId: blogPosts.authorId }).from(blogPosts).where(eq(blogPosts.id, recordId));
    return post?.authorId === request.user.id;
  }

  app.get(
    '/api/audit',
    {
      config: { permission: 'audit.read' },
      schema: { tags, summary: 'The audit trail, newest first, filtered', querystring: AuditListQuerySchema, response: { 200: AuditListResponseSchema, ...errors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/audit/history',
    {
      config: { permission: 'signed-in' },
      schema: { tags, summary: "A record's changes, newest first", querystring: HistoryQuerySchema, response: { 200: HistoryResponseSchema, ...errors } },
    },
    async (request) => {
      const { resource, recordId } = request.query;
      if (!request.permissions.has(HISTORY_RULES[resource].read)) throw forbidden();
      return service.history(resource, recordId, await mayChange(request, resource, recordId));
    },
  );

  app.post(
    '/api/audit/restore',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Bring back the plain fields of a version',
        body: RestoreBodySchema,
        response: { 200: RestoreResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { resource, recordId, entryId } = request.body;
      if (!(await mayChange(request, resource, recordId))) throw forbidden();
      return service.restore(resource, recordId, entryId);
    },
  );
};
