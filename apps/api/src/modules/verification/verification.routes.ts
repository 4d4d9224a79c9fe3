// What e-mail verification and password reset do (docs/spec/pages.md#auth): public calls, since
// the user may be signed out; reset never tells whether an account exists. Paths, schemas and
// access are in packages/contracts/src/verification.routes.ts.
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AccountMessages } from '@keel/contracts/account';
import { verificationRoutes as table } from '@keel/contracts/verification.routes';
import { users } from '@keel/db/schema/users';
import { forbidden } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { createMailService } from '../mail/mail.service.ts';
import { backgroundWork } from '../../shared/background-work.ts';
import { assertPasswordAllowed } from '../../shared/password-policy.ts';
import { createVerificationService } from './verification.service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const service = createVerificationService(app);
  const mail = createMailService(app);
  const later = backgroundWork(app);

  // docs/spec/pages.md#auth: every e-mail Keel sends (codes, welcome) also lands in the recipient's Keel
  // inbox, from the configured sender (SMTP_FROM, "Keel <no-reply@keel.dev>" by default), when
  // the address belongs to a user.
  app.mailer.setInboxDelivery(async (message) => {
    const user = await service.findUser(message.to);
    if (!user) return;
    const html = message.text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('');
    await mail.sendSystemMail({
      toUserIds: [user.id],
      subject: message.subject,
      html,
      from: app.mailer.sender,
    });
  });

  registerRoutes(app, table, {
    verify: async (request) => {
      const user = await service.consume(
        request.body.email,
        request.body.code,
        'verify',
        request.ip,
      );
      const [row] = await app.db
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await app.auth.invalidateUser(user.id);
      return { user: await app.auth.sessionUser(toUser(row!)) };
    },

    resend: async (request) => {
      await service.limitSends(request.body.email, request.ip);
      const user = await service.findUser(request.body.email);
      if (user && !user.isVerified && user.status === 'active') await service.issue(user, 'verify');
      return {};
    },

    resetPassword: async (request) => {
      await service.limitSends(request.body.email, request.ip);
      const user = await service.findUser(request.body.email);
      // Sent in the background: the answer takes the same time whether the account exists.
      if (user && user.status === 'active') {
        later(
          service
            .issue(user, 'reset')
            .catch((error: unknown) => request.log.error({ err: error }, 'reset code not sent')),
        );
      }
      return {};
    },

    newPassword: async (request, reply) => {
      const user = await service.consume(
        request.body.email,
        request.body.code,
        'reset',
        request.ip,
      );
      if (user.status === 'banned') throw forbidden(AccountMessages.banned);
      await assertPasswordAllowed(request.body.password, 'password');
      // Every other session ends; this request gets a fresh token. The code proved the e-mail.
      const [row] = await app.db
        .update(users)
        .set({
          passwordHash: await hash(request.body.password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          isVerified: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      // Every session ends (and its sockets close); this request starts a new one.
      await app.auth.endSessions(user.id);
      reply.header('cache-control', 'no-store');
      return {
        accessToken: await app.auth.startSession(row!, request),
        user: await app.auth.sessionUser(toUser(row!)),
      };
    },
  });
};
