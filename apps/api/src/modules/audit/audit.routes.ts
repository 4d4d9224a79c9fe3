// The audit trail: the admin list (audit.read) and a record's History with "restore this
// version"; each History needs the permission that shows that kind of record (audit-resources.ts).
// Paths, schemas and access are in packages/contracts/src/audit.routes.ts.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HistoryResource } from '@keel/contracts/audit';
import { auditRoutes as table } from '@keel/contracts/audit.routes';
import { blogPosts } from '@keel/db/schema/blog';
import { forbidden } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { HISTORY_RULES } from './audit-resources.ts';
import { createAuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  const service = createAuditService(app);

  /** Blog posts belong to their author unless the caller may publish anyone's. */
  async function mayChange(request: FastifyRequest, resource: HistoryResource, recordId: string) {
    if (!request.permissions.has(HISTORY_RULES[resource].restore)) return false;
    if (resource !== 'blog_posts' || request.permissions.has('blog.publish')) return true;
    const [post] = await app.db
      .select({ authorId: blogPosts.authorId })
      .from(blogPosts)
      .where(eq(blogPosts.id, recordId));
    return post?.authorId === request.user.id;
  }

  registerRoutes(app, table, {
    list: (request) => service.list(request.query),
    history: async (request) => {
      const { resource, recordId } = request.query;
      if (!request.permissions.has(HISTORY_RULES[resource].read)) throw forbidden();
      return service.history(resource, recordId, await mayChange(request, resource, recordId));
    },
    restore: async (request) => {
      const { resource, recordId, entryId } = request.body;
      if (!(await mayChange(request, resource, recordId))) throw forbidden();
      return service.restore(resource, recordId, entryId);
    },
  });
};
