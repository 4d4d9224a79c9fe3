// Security headers (a strict CSP: everything is served by Keel itself) and CORS for the
// origins configured in CORS_ORIGINS, since the web app may be hosted elsewhere.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (MUI) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...options.corsOrigins],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Let another configured origin load public images (avatars, covers) from the API.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type'],
    });
  },
  { name: 'security' },
);
