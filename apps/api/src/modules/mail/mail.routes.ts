// What each mail route does; paths, schemas and access are in packages/contracts/src/mail.routes.ts.
// The module also runs the undo-send delivery loop.
import type { FastifyPluginAsync } from 'fastify';
import { mailRoutes as table } from '@keel/contracts/mail.routes';
import { runPeriodically } from '../../shared/periodic-task.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createMailService } from './mail.service.ts';
import { idempotencyClaim, markReplay } from '../../shared/idempotency.ts';

/** How often the API looks for mails whose undo window has ended. */
const DELIVERY_INTERVAL_MS = 1000;

export const mailRoutes: FastifyPluginAsync = async (app) => {
  const service = createMailService(app);

  // Undo send: delayed mails live in the database (deliver_at), so a restart delivers them; each
  // delivery is claimed under the row lock, so several API processes deliver a mail once.
  runPeriodically(app, {
    everyMs: DELIVERY_INTERVAL_MS,
    task: () => service.deliverDue(),
    failure: 'mail delivery failed',
  });

  registerRoutes(app, table, {
    labels: async (request) => ({ labels: await service.labels(request.user.id) }),
    list: (request) => service.list(request.user.id, request.query),
    get: async (request) => ({ mail: await service.open(request.user.id, request.query.mailId) }),
    thread: async (request) => ({
      mails: await service.thread(request.user.id, request.query.mailId),
    }),
    recipients: async (request) => ({
      recipients: await service.recipients(request.user.id, request.query.q),
    }),
    send: async (request, reply) => {
      const claim = idempotencyClaim(request, 'mail.send');
      const mail = await service.send(request.user, request.body, claim);
      markReplay(reply, claim);
      return { mail };
    },
    undo: async (request) => ({ mail: await service.undo(request.user.id, request.body.mailId) }),
    saveDraft: async (request) => ({ mail: await service.saveDraft(request.user, request.body) }),
    update: async (request) => ({
      mails: await service.update(request.user.id, request.body.mailIds, request.body.changes),
    }),
    remove: async (request) => {
      await service.remove(request.user.id, request.body.mailIds);
      return {};
    },
  });
};
