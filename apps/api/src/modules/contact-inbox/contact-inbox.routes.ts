// What each contact-inbox route does; paths, schemas and access (contact.manage: admins and
// managers) are in packages/contracts/src/contact-inbox.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { contactInboxRoutes as table } from '@keel/contracts/contact-inbox.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createContactInboxService } from './contact-inbox.service.ts';

export const contactInboxRoutes: FastifyPluginAsync = async (app) => {
  const service = createContactInboxService(app);

  registerRoutes(app, table, {
    list: (request) => service.list(request.query),
    mark: (request) => service.update(request.body),
    remove: (request) => service.remove(request.body.messageIds),
    reply: (request) => service.reply(request.user, request.body),
  });
};
