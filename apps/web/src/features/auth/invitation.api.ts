// GET /api/invitations/check: the e-mail and role an invitation link is for (404 when used,
// revoked or expired), so the register page can say so before the form is filled in. The route
// belongs to the access module, whose table (packages/contracts/src/access.routes.ts) comes with
// the access work; until then the path is written here once and the answer's type is the
// contract's.
import type { InvitationCheckResponseSchema } from '@keel/contracts/access';
import type { z } from 'zod';
import { http } from '../../lib/http.ts';

export type InvitationCheck = z.output<typeof InvitationCheckResponseSchema>;

export const invitationCheck = (code: string) =>
  http.get<InvitationCheck>('/api/invitations/check', { query: { code } });
