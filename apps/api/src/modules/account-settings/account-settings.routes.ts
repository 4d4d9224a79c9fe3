// The account page's calls (docs/spec/pages.md#account /dashboard/user/account): General, Notifications,
// Social links, Change password and the Billing tab's plan and invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponseSchema } from '@keel/contracts/account';
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
} from '@keel/contracts/account-settings';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { toUser } from '../../shared/user-mapper.ts';
import { createAccountSettingsService } from './account-settings.service.ts';
import { staleVersionResponseSchema } from '@keel/contracts/edit-version';
import { UserSchema } from '@keel/contracts/user';

export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountSettingsService(app);
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };
  const tags = ['account'];

  app.post(
    '/api/account/update',
    {
      config: { permission: 'signed-in', allowUnverified: true },
      schema: {
        tags,
        summary: 'Change my account (General tab)',
        body: AccountUpdateBodySchema,
        response: {
          200: AccountUserResponseSchema,
          ...errors,
          409: staleVersionResponseSchema(UserSchema),
        },
      },
    },
    async (request) => ({
      user: await service.update(
        request,
        request.body.user,
        { currentPassword: request.body.currentPassword, mfaCode: request.body.mfaCode },
        request.body.version,
      ),
    }),
  );

  app.get(
    '/api/account/notification-settings',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'My notification settings',
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      notificationSettings: await service.notificationSettings(request.user.id),
    }),
  );

  app.post(
    '/api/account/notification-settings',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Change my notification settings',
        body: NotificationSettingsBodySchema,
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      notificationSettings: await service.updateNotificationSettings(
        request.user.id,
        request.body.notificationSettings,
      ),
    }),
  );

  app.get(
    '/api/account/social-links',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'My social links',
        response: { 200: SocialLinksResponseSchema, ...errors },
      },
    },
    async (request) => ({ socialLinks: await service.socialLinks(request.user.id) }),
  );

  app.post(
    '/api/account/social-links',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Change my social links',
        body: SocialLinksBodySchema,
        response: { 200: SocialLinksResponseSchema, ...errors },
      },
    },
    async (request) => ({
      socialLinks: await service.updateSocialLinks(request.user.id, request.body.socialLinks),
    }),
  );

  app.post(
    '/api/account/change-password',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Change my password; other sessions are signed out, this one gets a new token',
        body: ChangePasswordBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.changePassword(
        request,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return {
        accessToken: app.auth.reissue(row, request.sessionId),
        user: await app.auth.sessionUser(toUser(row)),
      };
    },
  );

  app.get(
    '/api/account/billing-invoices',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'My plan invoices, newest first',
        querystring: BillingInvoicesQuerySchema,
        response: { 200: BillingInvoicesResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.billingInvoices(request.user.id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/account/plan',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Change my plan (no real charge)',
        body: PlanBodySchema,
        response: { 200: PlanResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.choosePlan(
        request.user,
        request.body.plan,
        request.body.billingCycle,
        request.body.cardId,
      ),
  );
};
