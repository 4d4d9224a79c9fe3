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

/** A page's answer in each encoding, compressed once. */
function encoded(raw: Buffer) {
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * The page with `<link rel="preload" as="image">` for each image, first in its head, so the
 * browser's preload scanner starts them with the page's first requests (issue 23: the LCP image
 * of a dashboard overview, modules/dashboards/dashboard-first-images.ts).
 */
export function withImagePreloads(html: string, images: readonly string[]): string {
  const links = images
    .map(
      (href) =>
        `<link rel="preload" as="image" href="${href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" fetchpriority="high">`,
    )
    .join('');
  return links ? html.replace(/<head>/i, (head) => `${head}${links}`) : html;
}

/** Which images a page's first screen shows largest, by path: preloaded from its HTML. */
export type FirstImages = (pathname: string) => Promise<readonly string[]>;

/**
 * The prerendered sign-in page with the demo hint and filled fields shown (`data-demo` on its
 * shell, apps/web/build/sign-in-shell.ts), as the form shows them when the demo data is there.
 */
export function withDemoSignIn(html: string): string {
  return html.replace('<div id="keel-shell"', '<div id="keel-shell" data-demo');
}

/** What a request's answer is made from: the page's HTML as built, changed for that request. */
type PageVariant = (html: string, pathname: string) => Promise<string>;

/**
 * index.html (or a copy with a prerendered shell), read and compressed once. @fastify/compress
 * adds its hook to routes, and the not-found handler that answers every client route is not one:
 * the app's first document went out uncompressed (15 KB with the boot table of
 * apps/web/build/boot-preload.ts, ~3 KB as br). With `variant`, a request is answered from the
 * page it makes (an image preload, the demo hint), compressed once per distinct page: the same
 * for everyone until the data changes.
 */
function appShell(file: string, variant?: PageVariant) {
  const html = readFileSync(file, 'utf8');
  const scriptSources = inlineScriptSources(html);
  const plain = encoded(Buffer.from(html));
  const variants = new Map<string, ReturnType<typeof encoded>>();
  const answerFor = async (pathname: string) => {
    const page = variant ? await variant(html, pathname).catch(() => html) : html;
    if (page === html) return plain;
    let answer = variants.get(page);
    if (!answer) {
      // A few variants over a server's life (a new post, a product in stock): keep the last ones.
      if (variants.size >= 8) variants.clear();
      answer = encoded(Buffer.from(page));
      variants.set(page, answer);
    }
    return answer;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const { raw, br, gzip } = await answerFor(request.url.split('?')[0] ?? '');
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

export interface StaticWebOptions {
  root: string;
  /** Images to preload from a dashboard page's HTML (modules/dashboards/dashboard-first-images.ts). */
  firstImages?: FirstImages;
  /** Whether the demo data is there: the prerendered sign-in page then shows its hint. */
  demoData?: () => Promise<boolean>;
}

export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const index = path.join(root, 'index.html');
    const hasWeb = existsSync(index);
    const sendShell = hasWeb ? appShell(index) : undefined;
    const { firstImages, demoData } = options;
    const preloads: PageVariant | undefined = firstImages
      ? async (html, pathname) => withImagePreloads(html, await firstImages(pathname))
      : undefined;
    // The dashboard's first screen as HTML (apps/web/build/prerendered-shell.ts): index.html with
    // the signed-in shell drawn in, for /dashboard paths only; other paths keep the plain page.
    const dashboardFile = path.join(root, 'shells', 'dashboard.html');
    const sendDashboard = hasWeb
      ? appShell(existsSync(dashboardFile) ? dashboardFile : index, preloads)
      : undefined;
    // The sign-in form as HTML (apps/web/build/sign-in-shell.ts), its demo hint shown when the
    // demo data is there (as the setup status tells the form).
    const signInFile = path.join(root, 'shells', 'sign-in.html');
    const sendSignIn =
      hasWeb && existsSync(signInFile)
        ? appShell(signInFile, async (html) =>
            demoData && (await demoData()) ? withDemoSignIn(html) : html,
          )
        : sendShell;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build's brotli and gzip copies (apps/web/build/precompress.ts), smaller than
        // @fastify/compress makes per request; files without them are compressed as before.
        preCompressed: true,
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
      if (/^\/dashboard(\/|$)/.test(pathname)) return sendDashboard!(request, reply);
      if (/^\/auth\/login(-unprotected)?\/?$/.test(pathname)) return sendSignIn!(request, reply);
      return sendShell(request, reply);
    });
  },
  { name: 'static-web' },
);
