// The signed-in user's address book (docs/decisions/016-route-tables.md): billing and checkout.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import {
  AddressDeleteBodySchema,
  AddressInputSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
} from './addresses.ts';
import { defineRoutes } from './route.ts';

export const addressRoutes = defineRoutes('addresses', {
  list: {
    method: 'GET',
    path: '/api/account/addresses',
    summary: 'My addresses, default first',
    access: 'signed-in',
    response: AddressListResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  create: {
    method: 'POST',
    path: '/api/account/addresses/new',
    summary: 'Add an address',
    access: 'signed-in',
    body: AddressInputSchema,
    response: AddressResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  update: {
    method: 'POST',
    path: '/api/account/addresses/update',
    summary: 'Change an address (or make it the default)',
    access: 'signed-in',
    body: AddressUpdateBodySchema,
    response: AddressResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  remove: {
    method: 'POST',
    path: '/api/account/addresses/delete',
    summary: 'Delete an address',
    access: 'signed-in',
    body: AddressDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
