// What each invoice route does; paths, schemas and access are in
// packages/contracts/src/invoices.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { invoiceRoutes as table } from '@keel/contracts/invoices.routes';
import { idempotencyClaim, markReplay } from '../../shared/idempotency.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createInvoiceAddressesService } from './invoice-addresses.service.ts';
import { createInvoicesService } from './invoices.service.ts';

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const service = createInvoicesService(app);
  const addressBook = createInvoiceAddressesService(app.db);

  registerRoutes(app, table, {
    list: (request) => service.list(request.query),
    get: async (request) => ({ invoice: await service.find(request.query.id) }),
    nextNumber: async () => ({ invoiceNumber: await service.nextNumber() }),
    searchAddresses: async (request) => ({
      addresses: await addressBook.search(request.query.q),
    }),
    createAddress: async (request) => ({
      address: await addressBook.create(request.user.id, request.body),
    }),
    create: async (request) => ({ invoice: await service.create(request.user.id, request.body) }),
    update: async (request) => ({
      invoice: await service.update(
        request.user.id,
        request.body.invoiceId,
        request.body.invoice,
        request.body.version,
      ),
    }),
    remove: async (request) => {
      await service.remove(request.body.invoiceIds);
      return {};
    },
    send: async (request, reply) => {
      const claim = idempotencyClaim(request, 'invoices.send');
      await service.send(request.body.invoiceIds, claim);
      markReplay(reply, claim);
      return {};
    },
    markPaid: async (request) => ({ invoice: await service.markPaid(request.body.invoiceId) }),
  });
};
