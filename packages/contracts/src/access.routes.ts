// The access model's routes (docs/decisions/016-route-tables.md, docs/spec/product.md#security-and-access),
// in two tables of the one `access` feature: the public calls the sign-in, register and setup
// pages make before anyone signs in, and the admin's roles, invitations and workspace settings.
// Apart, the sign-in page's bundle carries only the first (each table is its own export, and the
// web build keeps only the exports a chunk imports: apps/web/build/route-tables.ts).
import {
  InvitationCheckQuerySchema,
  InvitationCheckResponseSchema,
  InvitationIdBodySchema,
  InvitationListResponseSchema,
  InvitationNewBodySchema,
  InvitationNewResponseSchema,
  RoleInputSchema,
  RoleKeyBodySchema,
  RoleListResponseSchema,
  RoleResponseSchema,
  RoleUpdateBodySchema,
  SetupBodySchema,
  SetupResponseSchema,
  SetupStatusResponseSchema,
  WorkspaceSettingsResponseSchema,
  WorkspaceSettingsSchema,
} from './access.ts';
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
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

export const accessRoutes = defineRoutes('access', {
  roles: {
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles with their permissions and how many people hold each',
    access: 'users.read',
    response: RoleListResponseSchema,
  },
  createRole: {
    method: 'POST',
    path: '/api/roles/new',
    summary: 'Create a custom role',
    access: 'roles.manage',
    body: RoleInputSchema,
    response: RoleResponseSchema,
    errors: { 409: ErrorResponseSchema },
  },
  updateRole: {
    method: 'POST',
    path: '/api/roles/update',
    summary: 'Change a custom role (built-in roles are fixed)',
    access: 'roles.manage',
    body: RoleUpdateBodySchema,
    response: RoleResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
  removeRole: {
    method: 'POST',
    path: '/api/roles/delete',
    summary: 'Delete a custom role nobody holds',
    access: 'roles.manage',
    body: RoleKeyBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
  invitations: {
    method: 'GET',
    path: '/api/invitations',
    summary: 'Invitations, newest first',
    access: 'users.manage',
    response: InvitationListResponseSchema,
  },
  invite: {
    method: 'POST',
    path: '/api/invitations/new',
    summary: 'Invite an e-mail with a role (the link is e-mailed and answered once)',
    access: 'users.manage',
    body: InvitationNewBodySchema,
    response: InvitationNewResponseSchema,
    errors: { 409: ErrorResponseSchema },
  },
  revokeInvitation: {
    method: 'POST',
    path: '/api/invitations/revoke',
    summary: 'Revoke a pending invitation',
    access: 'users.manage',
    body: InvitationIdBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  workspaceSettings: {
    method: 'GET',
    path: '/api/settings/workspace',
    summary: 'Workspace settings',
    access: 'settings.manage',
    response: WorkspaceSettingsResponseSchema,
  },
  saveWorkspaceSettings: {
    method: 'POST',
    path: '/api/settings/workspace',
    summary: 'Change workspace settings',
    access: 'settings.manage',
    body: WorkspaceSettingsSchema,
    response: WorkspaceSettingsResponseSchema,
  },
});
