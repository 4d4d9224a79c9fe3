// What each address-book route does; paths, schemas and access are in
// packages/contracts/src/addresses.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes as table } from '@keel/contracts/addresses.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createAddressesService } from './addresses.service.ts';

export const addressRoutes: FastifyPluginAsync = async (app) => {
  const service = createAddressesService(app.db);
  registerRoutes(app, table, {
    list: async (request) => ({ addresses: await service.list(request.user.id) }),
    create: async (request) => ({ address: await service.create(request.user.id, request.body) }),
    update: async (request) => ({
      address: await service.update(request.user.id, request.body.addressId, request.body.address),
    }),
    remove: async (request) => {
      await service.remove(request.user.id, request.body.addressId);
      return {};
    },
  });
};
