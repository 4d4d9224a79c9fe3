// What the account page's calls do (docs/spec/pages.md#account /dashboard/user/account): General,
// Notifications, Social links, Change password and the Billing tab's plan and invoices. Paths,
// schemas and access are in packages/contracts/src/account-settings.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { accountSettingsRoutes as table } from '@keel/contracts/account-settings.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { createAccountSettingsService } from './account-settings.service.ts';

export const accountSettingsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAccountSettingsService(app);

  registerRoutes(app, table, {
    update: async (request) => ({
      user: await service.update(
        request,
        request.body.user,
        { currentPassword: request.body.currentPassword, mfaCode: request.body.mfaCode },
        request.body.version,
      ),
    }),

    notificationSettings: async (request) => ({
      notificationSettings: await service.notificationSettings(request.user.id),
    }),

    saveNotificationSettings: async (request) => ({
      notificationSettings: await service.updateNotificationSettings(
        request.user.id,
        request.body.notificationSettings,
      ),
    }),

    socialLinks: async (request) => ({ socialLinks: await service.socialLinks(request.user.id) }),

    saveSocialLinks: async (request) => ({
      socialLinks: await service.updateSocialLinks(request.user.id, request.body.socialLinks),
    }),

    changePassword: async (request) => {
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

    billingInvoices: (request) =>
      service.billingInvoices(request.user.id, request.query.page, request.query.pageSize),

    choosePlan: (request) =>
      service.choosePlan(
        request.user,
        request.body.plan,
        request.body.billingCycle,
        request.body.cardId,
      ),
  });
};
