// The account page's own settings (docs/decisions/016-route-tables.md; /dashboard/user/account):
// General, Notifications, Social links, Change password and the Billing tab's plan and invoices.
import { AuthResponseSchema } from './account.ts';
import {
  AccountUpdateBodySchema,
  AccountUserResponseSchema,
  BillingInvoicesQuerySchema,
  BillingInvoicesResponseSchema,
  ChangePasswordBodySchema,
  NotificationSettingsBodySchema,
  NotificationSettingsResponseSchema,
  PlanBodySchema,
  PlanResponseSchema,
  SocialLinksBodySchema,
  SocialLinksResponseSchema,
} from './account-settings.ts';
import { ErrorResponseSchema } from './common.ts';
import { staleVersionResponseSchema } from './edit-version.ts';
import { defineRoutes } from './route.ts';
import { UserSchema } from './user.ts';

/** A stale save (409) or too many password tries (429). */
const errors = { 409: ErrorResponseSchema, 429: ErrorResponseSchema };

export const accountSettingsRoutes = defineRoutes('account-settings', {
  update: {
    method: 'POST',
    path: '/api/account/update',
    summary: 'Change my account (General tab)',
    description:
      'Send the `version` the edit started from: a stale one answers 409 with the account.',
    access: 'signed-in',
    allowUnverified: true,
    body: AccountUpdateBodySchema,
    response: AccountUserResponseSchema,
    errors: { ...errors, 409: staleVersionResponseSchema(UserSchema) },
  },
  notificationSettings: {
    method: 'GET',
    path: '/api/account/notification-settings',
    summary: 'My notification settings',
    access: 'signed-in',
    response: NotificationSettingsResponseSchema,
    errors,
  },
  saveNotificationSettings: {
    method: 'POST',
    path: '/api/account/notification-settings',
    summary: 'Change my notification settings',
    access: 'signed-in',
    body: NotificationSettingsBodySchema,
    response: NotificationSettingsResponseSchema,
    errors,
  },
  socialLinks: {
    method: 'GET',
    path: '/api/account/social-links',
    summary: 'My social links',
    access: 'signed-in',
    response: SocialLinksResponseSchema,
    errors,
  },
  saveSocialLinks: {
    method: 'POST',
    path: '/api/account/social-links',
    summary: 'Change my social links',
    access: 'signed-in',
    body: SocialLinksBodySchema,
    response: SocialLinksResponseSchema,
    errors,
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/change-password',
    summary: 'Change my password; other sessions are signed out, this one gets a new token',
    access: 'signed-in',
    body: ChangePasswordBodySchema,
    response: AuthResponseSchema,
    errors,
  },
  billingInvoices: {
    method: 'GET',
    path: '/api/account/billing-invoices',
    summary: 'My plan invoices, newest first',
    access: 'signed-in',
    query: BillingInvoicesQuerySchema,
    response: BillingInvoicesResponseSchema,
    errors,
  },
  choosePlan: {
    method: 'POST',
    path: '/api/account/plan',
    summary: 'Change my plan (no real charge)',
    access: 'signed-in',
    body: PlanBodySchema,
    response: PlanResponseSchema,
    errors,
  },
});
