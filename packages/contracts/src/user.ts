// The User shape of docs/spec/pages.md#data-shapes, as login, register, my-account and the user APIs return it.
import { z } from 'zod';
import { PermissionSchema } from './permissions.ts';

export const USER_STATUSES = ['active', 'banned'] as const;
export const PLANS = ['basic', 'starter', 'premium'] as const;
export const PRESENCES = ['online', 'away', 'busy', 'invisible'] as const;

/** A role's key: `admin`, `manager`, `member` or a custom role's slug (permissions.ts). */
export const RoleSchema = z
  .string({ error: 'Choose a role' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Choose a role');
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  company: z.string(),
  role: RoleSchema,
  jobTitle: z.string(),
  about: z.string(),
  isPublic: z.boolean(),
  isVerified: z.boolean(),
  status: z.enum(USER_STATUSES),
  plan: z.enum(PLANS),
  presence: z.enum(PRESENCES),
  lastActivity: z.string(),
  createdAt: z.string(),
  /** Bumped by every edit of the profile (edit-version.ts). */
  version: z.number(),
});
export type User = z.infer<typeof UserSchema>;

/** The signed-in user as login, register and my-account return it: with what they may do. */
export const SessionUserSchema = UserSchema.extend({
  permissions: z.array(PermissionSchema),
  /**
   * The user's role requires MFA and they have not set it up: the API admits only the MFA set-up
   * calls (and my-account, logout) until they do, and the web app shows the set-up step.
   */
  mfaSetupRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
