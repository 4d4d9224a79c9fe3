// Saved payment cards (docs/decisions/016-route-tables.md): the card dialog and checkout.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import {
  PaymentCardDeleteBodySchema,
  PaymentCardInputSchema,
  PaymentCardListResponseSchema,
  PaymentCardResponseSchema,
} from './payment-cards.ts';
import { defineRoutes } from './route.ts';

export const paymentCardRoutes = defineRoutes('paymentCards', {
  list: {
    method: 'GET',
    path: '/api/account/cards',
    summary: 'My saved cards, default first',
    access: 'signed-in',
    response: PaymentCardListResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  create: {
    method: 'POST',
    path: '/api/account/cards/new',
    summary: 'Save a card (only brand and last 4 digits are kept)',
    access: 'signed-in',
    body: PaymentCardInputSchema,
    response: PaymentCardResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  remove: {
    method: 'POST',
    path: '/api/account/cards/delete',
    summary: 'Delete a saved card',
    access: 'signed-in',
    body: PaymentCardDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
