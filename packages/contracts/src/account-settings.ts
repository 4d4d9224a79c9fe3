// The signed-in user's own settings (pages.md §10 /dashboard/user/account): general fields,
// notification settings, social links, password, plan and billing invoices. The address book
// and saved cards live with checkout (shop).
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { IdSchema, requiredString } from './common.ts';
import { BillingCycleSchema } from './plans.ts';
import { PLANS, UserSchema } from './user.ts';
import { ImageUrlSchema, SocialLinksSchema, UserFieldsSchema } from './users.ts';
import { VersionSchema } from './edit-version.ts';

/** The General tab: the member form without Company/Role, plus About, cover and school. */
export const AccountFieldsSchema = z.object({
  firstName: UserFieldsSchema.shape.firstName,
  lastName: UserFieldsSchema.shape.lastName,
  email: EmailSchema,
  phoneNumber: UserFieldsSchema.shape.phoneNumber,
  country: UserFieldsSchema.shape.country,
  state: UserFieldsSchema.shape.state,
  city: UserFieldsSchema.shape.city,
  address: UserFieldsSchema.shape.address,
  zipCode: requiredString('Zip code is required', {
    max: 20,
    message: 'Zip code must be at most 20 characters',
  }),
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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
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
