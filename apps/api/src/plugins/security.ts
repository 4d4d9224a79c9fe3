// Security headers (a strict CSP: everything is served by Keel itself) and CORS for the
// origins configured in CORS_ORIGINS, since the web app may be hosted elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for a configuration. They are the same on every response (no nonces,
 * no per-request directives), so they are computed once: @fastify/helmet builds the helmet
 * middleware and parses the CSP again on every request, 12 % of an authenticated read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers that still mean something on a script, stylesheet, font or image: the others
 * (CSP, frame options, referrer policy, cross-origin opener policy, origin-agent-cluster…) are
 * read by browsers on documents (and workers, which Keel has none of) only.
 */
export function staticAssetHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.includes(name)));
}

/** Uploaded images, bundled assets and signed file downloads. */
const MEDIA_PATH = /^\/(?:api\/uploads\/|assets\/|api\/files\/download)/;
/**
 * A JSON string value that starts with a media path (also inside HTML bodies: `src=\"/api/…`):
 * uploaded images, bundled assets and the file manager's signed links (files-items.ts).
 */
const MEDIA_IN_JSON = /"(\/(?:api\/uploads\/|assets\/|api\/files\/download\?))/g;

/** The origins a page may connect to: its own, and an API served elsewhere (http + ws). */
export function connectSources(apiOrigin: string | undefined): string[] {
  if (!apiOrigin) return ["'self'"];
  const origin = new URL(apiOrigin).origin;
  return ["'self'", origin, origin.replace(/^http/, 'ws')];
}

export const securityPlugin = fp<{ corsOrigins: string[]; apiOrigin?: string }>(
  async (app, options) => {
    const headers = helmetHeaders({
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
          // Issue 22: no bare `ws: wss:` (any host); CSP 3 'self' covers the same-origin socket.
          connectSrc: connectSources(options.apiOrigin),
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Let another configured origin load public images (avatars, covers) from the API.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const assetHeaders = staticAssetHeaders(headers);
    // Through the reply, once per request with one precomputed object: every answer carries
    // them, errors and 404s included, and a route may still set its own (downloads, API docs).
    // The web app's built files under /assets (scripts, styles, fonts, images: never a document)
    // get only the headers that apply to a subresource: ~1 KB less on each of a first visit's
    // requests (issue 23, bench/RESULTS.md).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
      done();
    });
    // No CORS plugin (and no hook) at all unless another origin is configured.
    if (options.corsOrigins.length > 0) {
      const origins = new Set(options.corsOrigins);
      app.addHook('onSend', async (request, reply, payload) => {
        // Images and downloads may be shown by a front end on a configured origin: an <img>
        // sends no Origin header, so media answer `cross-origin` whenever CORS_ORIGINS is set.
        if (MEDIA_PATH.test(request.url))
          reply.header('cross-origin-resource-policy', 'cross-origin');
        // A front end on another origin (the Minimal template) uses media paths as they come:
        // relative ones would point at its own host, so they are made absolute for it.
        const origin = request.headers.origin;
        if (typeof payload !== 'string' || !origin || !origins.has(origin)) return payload;
        if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
          return payload;
        // Behind a reverse proxy with TRUST_PROXY, Fastify reads X-Forwarded-Proto and
        // X-Forwarded-Host here, so the links name the address the browser used.
        const base = `${request.protocol}://${request.host}`;
        return payload.replace(MEDIA_IN_JSON, (_match, path: string) => `"${base}${path}`);
      });
      await app.register(cors, {
        origin: options.corsOrigins,
        credentials: false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['Authorization', 'Content-Type'],
      });
    }
  },
  { name: 'security' },
);
