// The access model's calls (docs/spec/product.md#security-and-access): first-run setup, roles, invitations and the
// workspace settings. Permission names live in permissions.ts.
import { z } from 'zod';
import { EmailSchema, RegisterBodySchema } from './account.ts';
import { IdSchema, requiredString } from './common.ts';
import { PermissionSchema } from './permissions.ts';
import { RoleSchema, SessionUserSchema } from './user.ts';

export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export const RegistrationModeSchema = z.enum(REGISTRATION_MODES);
export type RegistrationMode = z.infer<typeof RegistrationModeSchema>;

/** GET /api/setup: what the sign-in and register pages need to know before anyone signs in. */
export const SetupStatusResponseSchema = z.object({
  /** No admin yet and no demo data: the app opens on the first-run setup page. */
  needsSetup: z.boolean(),
  /** The demo data is present: the sign-in page may offer the demo login. */
  demoData: z.boolean(),
  registration: RegistrationModeSchema,
  /** An unverified account may only verify, edit its profile and sign out. */
  requireVerifiedEmail: z.boolean(),
  /**
   * The server can send e-mail (SMTP is configured). Without it, codes go only to the server log
   * and the outbox table, and the pages must not say "We've e-mailed…".
   */
  mailDelivery: z.boolean(),
});
export type SetupStatus = z.infer<typeof SetupStatusResponseSchema>;

export const SetupBodySchema = RegisterBodySchema.omit({ inviteCode: true });
export type SetupBody = z.input<typeof SetupBodySchema>;
export const SetupResponseSchema = z.object({ accessToken: z.string(), user: SessionUserSchema });

export const RoleSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(PermissionSchema),
  userCount: z.number(),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;
export const RoleListResponseSchema = z.object({ roles: z.array(RoleSummarySchema) });

export const RoleInputSchema = z.object({
  name: requiredString('Name is required', {
    max: 40,
    message: 'Name must be at most 40 characters',
  }),
  description: z.string().trim().max(200, 'Description must be at most 200 characters').default(''),
  permissions: z.array(PermissionSchema).max(100),
});
export type RoleInput = z.input<typeof RoleInputSchema>;
export const RoleUpdateBodySchema = z.object({ key: RoleSchema, role: RoleInputSchema });
export const RoleKeyBodySchema = z.object({ key: RoleSchema });
export const RoleResponseSchema = z.object({ role: RoleSummarySchema });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListResponseSchema = z.object({ invitations: z.array(InvitationSchema) });
export const InvitationNewBodySchema = z.object({ email: EmailSchema, role: RoleSchema });
export type InvitationNewBody = z.input<typeof InvitationNewBodySchema>;
/** The link holds the single-use code: shown once, to the admin who invited (and e-mailed). */
export const InvitationNewResponseSchema = z.object({
  invitation: InvitationSchema,
  link: z.string(),
});
export const InvitationIdBodySchema = z.object({ invitationId: IdSchema });
export const InvitationCheckQuerySchema = z.object({ code: z.string().trim().min(1).max(100) });
export const InvitationCheckResponseSchema = z.object({ email: z.string(), roleName: z.string() });

export const WorkspaceSettingsSchema = z.object({
  /** The role a self-registered account gets. */
  defaultRole: RoleSchema,
});
export type WorkspaceSettings = z.infer<typeof WorkspaceSettingsSchema>;
export const WorkspaceSettingsResponseSchema = z.object({ settings: WorkspaceSettingsSchema });

/** Days an invitation stays valid. */
export const INVITATION_TTL_DAYS = 7;

export const AccessMessages = {
  setupDone: 'Keel is already set up: sign in instead.',
  registrationClosed: 'Registration is closed. Ask an administrator for an account.',
  invitationRequired: 'Registration is by invitation only. Ask an administrator to invite you.',
  invitationInvalid: 'This invitation is not valid: it was used, revoked or has expired.',
  invitationOtherEmail: 'This invitation is for another e-mail address.',
  domainNotAllowed: 'Registration is limited to e-mail addresses at: {domains}.',
  emailReserved: 'This e-mail address cannot be registered.',
  verifyFirst: 'Verify your e-mail address to continue.',
  unknownRole: 'This role does not exist.',
  builtInRole: 'Built-in roles cannot be changed or deleted.',
  roleInUse: 'This role is still assigned to {count} people: give them another role first.',
  roleNameTaken: 'A role with this name already exists.',
  alreadyMember: 'An account with this e-mail already exists.',
} as const;
