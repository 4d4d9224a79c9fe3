// Roles, invitations and workspace settings (docs/spec/product.md#security-and-access) as RTK
// Query hooks on packages/contracts/src/access.routes.ts. A role change invalidates 'Role'; the
// role list also refetches on 'User', as a user's new role changes its counts.
import { accessRoutes } from '@keel/contracts/access.routes';
import { securityRoutes } from '@keel/contracts/security.routes';
import { api, mutationFor, queryFor } from '../../../lib/api.ts';

const routes = accessRoutes.routes;

export const rolesApi = api
  .enhanceEndpoints({
    addTagTypes: ['Role', 'User', 'Invitation', 'WorkspaceSettings', 'MfaRoles'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The roles whose members must use two-factor sign-in: the security centre's routes
      // (packages/contracts/src/security.routes.ts).
      mfaRoles: queryFor(build, securityRoutes.routes.mfaRoles, { providesTags: ['MfaRoles'] }),
      setMfaRoles: mutationFor(build, securityRoutes.routes.setMfaRoles, {
        invalidatesTags: ['MfaRoles'],
      }),
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
  useMfaRolesQuery,
  useSetMfaRolesMutation,
} = rolesApi;
