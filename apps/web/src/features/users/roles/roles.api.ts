// Roles, invitations and workspace settings (docs/spec/product.md#security-and-access, modules/access on the API).
import type {
  Invitation,
  InvitationNewBody,
  RoleInput,
  RoleSummary,
  WorkspaceSettings,
} from '@keel/contracts/access';
import { http } from '../../../lib/http.ts';

export const rolesApi = {
  list: (signal?: AbortSignal) => http.get<{ roles: RoleSummary[] }>('/api/roles', { signal }),
  create: (role: RoleInput) => http.post<{ role: RoleSummary }>('/api/roles/new', role),
  update: (key: string, role: RoleInput) =>
    http.post<{ role: RoleSummary }>('/api/roles/update', { key, role }),
  remove: (key: string) => http.post<Record<string, never>>('/api/roles/delete', { key }),
  invitations: (signal?: AbortSignal) =>
    http.get<{ invitations: Invitation[] }>('/api/invitations', { signal }),
  invite: (body: InvitationNewBody) =>
    http.post<{ invitation: Invitation; link: string }>('/api/invitations/new', body),
  revoke: (invitationId: string) =>
    http.post<Record<string, never>>('/api/invitations/revoke', { invitationId }),
  settings: (signal?: AbortSignal) =>
    http.get<{ settings: WorkspaceSettings }>('/api/settings/workspace', { signal }),
  saveSettings: (settings: WorkspaceSettings) =>
    http.post<{ settings: WorkspaceSettings }>('/api/settings/workspace', settings),
  mfaRoles: (signal?: AbortSignal) =>
    http.get<{ roles: string[] }>('/api/security/mfa-roles', { signal }),
  setMfaRoles: (roles: string[]) =>
    http.post<{ roles: string[] }>('/api/security/mfa-roles', { roles }),
};
