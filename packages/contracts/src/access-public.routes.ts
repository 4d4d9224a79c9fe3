// The access model's public routes (docs/decisions/016-route-tables.md): what the sign-in,
// register and setup pages call before anyone signs in. A file of their own, apart from the admin
// table (access.routes.ts): the bundler keeps a module whole in one chunk, so sharing a file
// would put the admin routes on the sign-in page too.
import {
  InvitationCheckQuerySchema,
  InvitationCheckResponseSchema,
  SetupBodySchema,
  SetupResponseSchema,
  SetupStatusResponseSchema,
} from './access.ts';
import { ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';

export const accessPublicRoutes = defineRoutes('access', {
  setupStatus: {
    method: 'GET',
    path: '/api/setup',
    summary: 'Whether Keel needs its first admin, has demo data, and who may register',
    access: 'public',
    response: SetupStatusResponseSchema,
  },
  setup: {
    method: 'POST',
    path: '/api/setup',
    summary: 'Create the first admin (409 once any admin exists)',
    access: 'public',
    body: SetupBodySchema,
    response: SetupResponseSchema,
    errors: { 409: ErrorResponseSchema },
  },
  checkInvitation: {
    method: 'GET',
    path: '/api/invitations/check',
    summary: 'The e-mail and role of a usable invitation code (404 otherwise)',
    access: 'public',
    query: InvitationCheckQuerySchema,
    response: InvitationCheckResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
