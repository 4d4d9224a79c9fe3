// buildApp: the whole API as one Fastify instance: plugins, then modules, in an explicit list.
// The server, the tests, e2e and the benchmarks all build it the same way.
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@keel/db/client';
import type { Env } from './env.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { bankingRoutes } from './modules/banking/banking.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { kanbanRoutes } from './modules/kanban/kanban.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentCardRoutes } from './modules/payment-cards/payment-cards.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { storagePlugin } from './plugins/storage.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import { resolveJwtSecret } from './secret.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration, for modules with settings (file limits). */
    env: Env;
  }
}

export interface AppDependencies {
  env: Env;
  /** An open database to use instead of opening one from env (tests). */
  database?: DatabaseHandle;
  logger?: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Feature modules, in the order they register. A new feature adds one line.
const modules = [
  healthRoutes,
  accessRoutes,
  accountRoutes,
  notificationRoutes,
  uploadRoutes,
  kanbanRoutes,
  calendarRoutes,
  addressRoutes,
  paymentCardRoutes,
  productRoutes,
  orderRoutes,
  invoiceRoutes,
  mailRoutes,
  chatRoutes,
  verificationRoutes,
  accountSettingsRoutes,
  userRoutes,
  profileRoutes,
  fileRoutes,
  blogRoutes,
  bankingRoutes,
  bookingRoutes,
  siteRoutes,
  dashboardRoutes,
];

export async function buildApp({ env, database, logger = true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    // Off unless a reverse proxy sets X-Forwarded-For: otherwise a client could pick its own IP
    // and dodge the per-IP sign-in limits.
    trustProxy: env.TRUST_PROXY,
    // Opening, migrating and seeding the database can take a while on a busy machine.
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    // Ids in paths and queries are compared as text; keep the router strict and case-sensitive.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('env', env);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: env.CORS_ORIGINS });
  await app.register(compress, { threshold: 1024 });
  await app.register(databasePlugin, {
    handle: database,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: env.SEED_DEMO_DATA,
  });
  const secret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  await app.register(authPlugin, {
    secret,
    tokenTtlSeconds: env.TOKEN_TTL,
    requireVerifiedEmail: env.REQUIRE_VERIFIED_EMAIL,
  });
  await app.register(eventsPlugin);
  await app.register(storagePlugin, { dataDir: env.DATA_DIR, secret });
  await app.register(websocketPlugin);
  await app.register(mailerPlugin, { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM });
  await app.register(openapiPlugin);
  for (const module of modules) await app.register(module);
  await app.register(staticWebPlugin, { root: env.WEB_DIST ?? defaultWebDist });
  await app.ready();
  return app;
}
