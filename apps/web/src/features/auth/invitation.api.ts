// GET /api/invitations/check: the e-mail and role an invitation link is for (404 when used,
// revoked or expired), so the register page can say so before the form is filled in.
import { http } from '../../lib/http.ts';

export interface InvitationCheck {
  email: string;
  roleName: string;
}

export const invitationCheck = (code: string) =>
  http.get<InvitationCheck>('/api/invitations/check', { query: { code } });
