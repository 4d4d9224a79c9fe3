// buildApp: the whole API as one Fastify instance: plugins, then modules, in an explicit list.
// The server, the tests, e2e and the benchmarks all build it the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@keel/db/client';
import { hasDemoData } from '@keel/db/setup-database';
import type { Env } from './env.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { securityCentreRoutes } from './modules/account/security-centre.routes.ts';
import { apiTokenRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { importRoutes } from './modules/import/import.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { bankingRoutes } from './modules/banking/banking.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { dashboardFirstImages } from './modules/dashboards/dashboard-first-images.ts';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { kanbanRoutes } from './modules/kanban/kanban.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { contactInboxRoutes } from './modules/contact-inbox/contact-inbox.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentCardRoutes } from './modules/payment-cards/payment-cards.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { notificationsPlugin } from './plugins/notifications.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { storagePlugin } from './plugins/storage.ts';
import { closeTlsConnectionsGracefully } from './plugins/tls-connections.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import { resolveJwtSecret } from './secret.ts';
import { createBlobStore } from './storage/blob-store.ts';

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

/**
 * What the request log keeps of a request: no token a client put in a query string (issue 22:
 * `?token=` reached the info log) and no headers (the Authorization header never did).
 */
function requestForLog(request: { method: string; url: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:token|access_token|mfaToken|code)=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}

/**
 * With TLS_CERT_FILE and TLS_KEY_FILE: HTTPS with HTTP/2 offered by ALPN and HTTP/1.1 kept
 * (allowHTTP1) for clients without it and for WebSocket upgrades, which browsers make over
 * HTTP/1.1 (docs/decisions/022-http2-with-tls.md). Typed as the HTTP/1 options: Fastify's request and reply API is
 * the same either way, and the few uses of the raw server check what it offers (server.ts).
 */
function serverOptions(env: Env): object {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return {};
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readFileSync(env.TLS_CERT_FILE),
      key: readFileSync(env.TLS_KEY_FILE),
    },
  };
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Feature modules, in the order they register. A new feature adds one line.
const modules = [
  healthRoutes,
  accessRoutes,
  accountRoutes,
  securityCentreRoutes,
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
  contactInboxRoutes,
  dashboardRoutes,
  auditRoutes,
  apiTokenRoutes,
  searchRoutes,
  exportRoutes,
  importRoutes,
];

export async function buildApp({
  env,
  database,
  logger = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(env),
    logger: logger ? { level: env.LOG_LEVEL, serializers: { req: requestForLog } } : false,
    // Off unless a reverse proxy sets X-Forwarded-For: otherwise a client could pick its own IP
    // and dodge the per-IP sign-in limits.
    trustProxy: env.TRUST_PROXY,
    // Opening, migrating and seeding the database can take a while on a busy machine.
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    // Ids in paths and queries are compared as text; keep the router strict and case-sensitive.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (env.TLS_CERT_FILE) closeTlsConnectionsGracefully(app);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('env', env);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: env.CORS_ORIGINS, apiOrigin: env.API_ORIGIN });
  await app.register(compress, { threshold: 1024 });
  const blobs = createBlobStore(env);
  await app.register(databasePlugin, {
    handle: database,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    seed: env.SEED_DEMO_DATA,
    storeContent: (data) => blobs.putBuffer(data),
  });
  const secret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  await app.register(authPlugin, {
    secret,
    tokenTtlSeconds: env.TOKEN_TTL,
    requireVerifiedEmail: env.REQUIRE_VERIFIED_EMAIL,
  });
  await app.register(auditPlugin, { retentionDays: env.AUDIT_RETENTION_DAYS });
  await app.register(eventsPlugin);
  await app.register(storagePlugin, {
    blobs,
    secret,
    quotaBytes: env.FILES_QUOTA_BYTES,
    uploadsPerUser: env.UPLOADS_PER_USER,
  });
  await app.register(websocketPlugin);
  await app.register(notificationsPlugin);
  await app.register(mailerPlugin, {
    smtpUrl: env.SMTP_URL,
    from: env.SMTP_FROM,
    demo: env.SEED_DEMO_DATA,
  });
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  await app.register(openapiPlugin);
  for (const module of modules) await app.register(module);
  await app.register(staticWebPlugin, {
    root: env.WEB_DIST ?? defaultWebDist,
    firstImages: (pathname) => dashboardFirstImages(app.db, pathname),
    demoData: () => hasDemoData(app.db),
  });
  await app.ready();
  return app;
}
