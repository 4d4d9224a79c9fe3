// Roles, invitations and workspace settings (docs/spec/product.md#security-and-access) as RTK
// Query hooks on packages/contracts/src/access.routes.ts. A role change invalidates 'Role'; the
// role list also refetches on 'User', as a user's new role changes its counts.
import { accessRoutes } from '@keel/contracts/access.routes';
import { api, mutationFor, queryFor } from '../../../lib/api.ts';
import { http } from '../../../lib/http.ts';

const routes = accessRoutes.routes;

export const rolesApi = api
  .enhanceEndpoints({ addTagTypes: ['Role', 'User', 'Invitation', 'WorkspaceSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      roles: queryFor(build, routes.roles, { providesTags: ['Role', 'User'] }),
      createRole: mutationFor(build, routes.createRole, { invalidatesTags: ['Role'] }),
      updateRole: mutationFor(build, routes.updateRole, { invalidatesTags: ['Role'] }),
      removeRole: mutationFor(build, routes.removeRole, { invalidatesTags: ['Role'] }),
      invitations: queryFor(build, routes.invitations, { providesTags: ['Invitation'] }),
      invite: mutationFor(build, routes.invite, { invalidatesTags: ['Invitation'] }),
      revokeInvitation: mutationFor(build, routes.revokeInvitation, {
        invalidatesTags: ['Invitation'],
      }),
      workspaceSettings: queryFor(build, routes.workspaceSettings, {
        providesTags: ['WorkspaceSettings'],
      }),
      saveWorkspaceSettings: mutationFor(build, routes.saveWorkspaceSettings, {
        invalidatesTags: ['WorkspaceSettings'],
      }),
    }),
  });

export const {
  useRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useRemoveRoleMutation,
  useInvitationsQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useWorkspaceSettingsQuery,
  useSaveWorkspaceSettingsMutation,
} = rolesApi;

// The roles whose members must use two-factor sign-in belong to the account module's security
// centre (apps/api/src/modules/account/security-centre.routes.ts), which has no route table yet:
// these two calls move to its table with it.
export const mfaRolesApi = {
  get: (signal?: AbortSignal) =>
    http.get<{ roles: string[] }>('/api/security/mfa-roles', { signal }),
  set: (roles: string[]) => http.post<{ roles: string[] }>('/api/security/mfa-roles', { roles }),
};
