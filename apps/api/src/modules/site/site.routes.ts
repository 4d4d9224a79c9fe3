// What the public site routes do (docs/spec/pages.md#public-pages; paths, schemas and access in
// packages/contracts/src/site.routes.ts): contact form and coming-soon subscription, no sign-in,
// limited per address so the forms cannot be used to flood the database.
import type { FastifyPluginAsync } from 'fastify';
import { SiteMessages } from '@keel/contracts/site';
import { siteRoutes as table } from '@keel/contracts/site.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createMailService } from '../mail/mail.service.ts';
import { createSiteService } from './site.service.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function contactMail(body: { name: string; email: string; subject: string; message: string }) {
  const paragraphs = body.message
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`);
  return {
    subject: `Contact form: ${body.subject}`,
    html: `<p><strong>${escapeHtml(body.name)}</strong> &lt;${escapeHtml(body.email)}&gt; wrote:</p>${paragraphs.join('')}`,
    from: { name: body.name, email: body.email },
  };
}

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const service = createSiteService(app.db);
  const mail = createMailService(app);

  registerRoutes(app, table, {
    contact: async (request) => {
      await service.contact(request.body, request.ip);
      // The message also lands in the support inbox (the demo admin) as a mail from the visitor.
      const supportIds = await service.supportUserIds();
      if (supportIds.length > 0)
        await mail.sendSystemMail({ toUserIds: supportIds, ...contactMail(request.body) });
      return { message: SiteMessages.contactThanks };
    },
    subscribe: async (request) => {
      const { alreadySubscribed } = await service.subscribe(request.body.email, request.ip);
      return {
        alreadySubscribed,
        message: alreadySubscribed ? SiteMessages.alreadySubscribed : SiteMessages.subscribed,
      };
    },
  });
};
