// The signed-in user's own settings (docs/spec/pages.md#account /dashboard/user/account): general fields,
// notification settings, social links, password, plan and billing invoices. The address book
// and saved cards live with checkout (shop).
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { IdSchema, pageFields } from './common.ts';
import { BillingCycleSchema } from './plans.ts';
import { PLANS, UserSchema } from './user.ts';
import { ImageUrlSchema, PHONE_PATTERN, SocialLinksSchema, UserFieldsSchema } from './users.ts';
import { VersionSchema } from './edit-version.ts';

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * The General tab: the member form without Company/Role, plus About, cover and school. A new
 * account has no phone or address yet and must be able to save its name or photo (issue 19),
 * so the contact fields may stay empty here; a phone number that is given must still be valid.
 */
export const AccountFieldsSchema = z.object({
  firstName: UserFieldsSchema.shape.firstName,
  lastName: UserFieldsSchema.shape.lastName,
  email: EmailSchema,
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Phone number is not valid'),
  country: optional(100, 'Country'),
  state: optional(100, 'State'),
  city: optional(100, 'City'),
  address: optional(200, 'Address'),
  zipCode: optional(20, 'Zip code'),
  about: z.string().trim().max(500, 'About must be at most 500 characters'),
  isPublic: z.boolean(),
  photoURL: ImageUrlSchema.nullable(),
  coverUrl: ImageUrlSchema.nullable(),
  school: z.string().trim().max(100, 'School must be at most 100 characters'),
});
export type AccountFields = z.input<typeof AccountFieldsSchema>;

/** Changed fields only. */
export const AccountUpdateBodySchema = z.object({
  user: AccountFieldsSchema.partial(),
  /** Issue 22: a new e-mail needs the current password (or an MFA code) as well. */
  currentPassword: z.string().max(128).optional(),
  mfaCode: z.string().trim().max(32).optional(),
  /** The version the edit started from (another tab, an admin); stale → 409 with my account. */
  version: VersionSchema.optional(),
});
export type AccountUpdateBody = z.input<typeof AccountUpdateBodySchema>;
export const AccountUserResponseSchema = z.object({ user: UserSchema });

export const NotificationSettingsSchema = z.object({
  activityComments: z.boolean(),
  activityAnswers: z.boolean(),
  activityFollows: z.boolean(),
  applicationNews: z.boolean(),
  applicationProduct: z.boolean(),
  applicationBlog: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsBodySchema = z.object({
  notificationSettings: NotificationSettingsSchema.partial(),
});
export const NotificationSettingsResponseSchema = z.object({
  notificationSettings: NotificationSettingsSchema,
});

const socialUrl = z
  .string()
  .trim()
  .max(300, 'Must be a valid URL')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    'Must be a valid URL',
  );
export const SocialLinksBodySchema = z.object({
  socialLinks: z
    .object({
      facebookLink: socialUrl,
      instagramLink: socialUrl,
      linkedinLink: socialUrl,
      twitterLink: socialUrl,
    })
    .partial(),
});
export type SocialLinksBody = z.input<typeof SocialLinksBodySchema>;
export const SocialLinksResponseSchema = z.object({ socialLinks: SocialLinksSchema });

export const AccountMessagesExtra = {
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordsMustMatch: 'Passwords must match',
  samePassword: 'New password must be different from the old password',
} as const;

const newPassword = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const ChangePasswordBodySchema = z
  .object({
    oldPassword: z
      .string({ error: 'Old password is required' })
      .min(1, 'Old password is required')
      .max(128),
    newPassword,
  })
  .refine((body) => body.oldPassword !== body.newPassword, {
    message: AccountMessagesExtra.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** The form adds the confirmation, which never leaves the browser. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'Old password is required'),
    newPassword,
    confirmNewPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((form) => form.oldPassword !== form.newPassword, {
    message: AccountMessagesExtra.samePassword,
    path: ['newPassword'],
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    message: AccountMessagesExtra.passwordsMustMatch,
    path: ['confirmNewPassword'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

export const BillingInvoiceSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  plan: z.enum(PLANS),
  billingCycle: BillingCycleSchema,
  price: z.number(),
});
export type BillingInvoice = z.infer<typeof BillingInvoiceSchema>;

export const BillingInvoicesQuerySchema = z.object({
  ...pageFields(),
});
export const BillingInvoicesResponseSchema = z.object({
  billingInvoices: z.array(BillingInvoiceSchema),
  total: z.number(),
});

export const PlanBodySchema = z.object({
  plan: z.enum(PLANS, { error: 'Plan is required' }),
  billingCycle: BillingCycleSchema.default('monthly'),
  cardId: IdSchema.optional(),
});
export type PlanBody = z.input<typeof PlanBodySchema>;
/** `billingInvoice` is null when moving to the free plan (nothing is billed). */
export const PlanResponseSchema = z.object({
  user: UserSchema,
  billingInvoice: BillingInvoiceSchema.nullable(),
});
