// GET /api/invitations/check (packages/contracts/src/access-public.routes.ts): the e-mail and
// role an invitation link is for (404 when used, revoked or expired), so the register page can
// say so before the form is filled in.
import { accessPublicRoutes } from '@keel/contracts/access-public.routes';
import type { RouteOutput } from '@keel/contracts/route';
import { callRoute } from '../../lib/api-client.ts';

export type InvitationCheck = RouteOutput<typeof accessPublicRoutes.routes.checkInvitation>;

export const invitationCheck = (code: string) =>
  callRoute(accessPublicRoutes.routes.checkInvitation, { query: { code } });
