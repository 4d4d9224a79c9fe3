// Serves the built web app: hashed assets cached for a year, index.html never cached, and
// every non-/api path falls back to index.html so the client router can take it (/dashboard
// paths to its copy with the prerendered shell).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The CSP sources that allow a page's inline scripts, by hash: the dashboard shell page writes
 * public/theme-boot.js in (apps/web/build/prerendered-shell.ts), where every other page fetches
 * it. Only that page's answer names them (plugins/security.ts keeps `script-src 'self'`).
 */
export function inlineScriptSources(html: string): string {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
    .join(' ');
}

/**
 * index.html (or a copy with the prerendered shell), read and compressed once. @fastify/compress adds its hook to routes, and the
 * not-found handler that answers every client route is not one: the app's first document went
 * out uncompressed (15 KB with the boot table of apps/web/build/boot-preload.ts, ~3 KB as br).
 */
function appShell(file: string) {
  const raw = readFileSync(file);
  const scriptSources = inlineScriptSources(raw.toString('utf8'));
  const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(raw, { level: 9 });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (scriptSources) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header(
          'content-security-policy',
          policy.replace("script-src 'self'", `script-src 'self' ${scriptSources}`),
        );
    }
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(raw);
  };
}

export const staticWebPlugin = fp<{ root: string }>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const index = path.join(root, 'index.html');
    const hasWeb = existsSync(index);
    const sendShell = hasWeb ? appShell(index) : undefined;
    // The dashboard's first screen as HTML (apps/web/build/prerendered-shell.ts): index.html with
    // the signed-in shell drawn in, for /dashboard paths only; other paths keep the plain page.
    const dashboardFile = path.join(root, 'shells', 'dashboard.html');
    const sendDashboard = hasWeb && existsSync(dashboardFile) ? appShell(dashboardFile) : sendShell;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api') || !sendShell || request.method !== 'GET') {
        return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
      }
      return /^\/dashboard(\/|$)/.test(pathname)
        ? sendDashboard!(request, reply)
        : sendShell(request, reply);
    });
  },
  { name: 'static-web' },
);
