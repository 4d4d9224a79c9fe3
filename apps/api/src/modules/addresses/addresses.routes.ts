// The signed-in user's address book (pages.md §10 Billing, §11 checkout):
// GET /api/account/addresses, POST …/new, …/update { addressId, address }, …/delete { addressId }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressDeleteBodySchema,
  AddressInputSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
} from '@keel/contracts/addresses';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createAddressesService } from './addresses.service.ts';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAddressesService(app.db);
  const tags = ['account'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/api/account/addresses',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'My addresses, default first',
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => ({ addresses: await service.list(request.user.id) }),
  );

  app.post(
    '/api/account/addresses/new',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Add an address',
        body: AddressInputSchema,
        response: { 200: AddressResponseSchema, ...errors },
      },
    },
    async (request) => ({ address: await service.create(request.user.id, request.body) }),
  );

  app.post(
    '/api/account/addresses/update',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Change an address (or make it the default)',
        body: AddressUpdateBodySchema,
        response: { 200: AddressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      address: await service.update(request.user.id, request.body.addressId, request.body.address),
    }),
  );

  app.post(
    '/api/account/addresses/delete',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete an address',
        body: AddressDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user.id, request.body.addressId);
      return {};
    },
  );
};
