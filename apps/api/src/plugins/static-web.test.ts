// The app shell (index.html for every client route) goes out compressed: @fastify/compress does
// not see the not-found handler that answers client routes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, staticWebPlugin, withImagePreloads } from './static-web.ts';

describe('static web: the app shell', () => {
  let app: FastifyInstance;
  let root: string;
  const html = `<!doctype html><html><head><meta name="keel-boot" content='${'{"x":1}'.repeat(300)}' /></head><body></body></html>`;
  const script = `export const rows = [${'"row",'.repeat(400)}];`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-static-'));
    writeFileSync(path.join(root, 'index.html'), html);
    // A built script with the build's compressed copies (apps/web/build/precompress.ts).
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'entry-1.js'), script);
    writeFileSync(path.join(root, 'assets', 'entry-1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(root, 'assets', 'entry-1.js.gz'), gzipSync(script));
    app = Fastify();
    await app.register(staticWebPlugin, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a client route with index.html, brotli or gzip as the browser accepts, never cached', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/dashboard/app?x=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(br.rawPayload.length).toBeLessThan(html.length / 4);

    const gzip = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it("serves a built file's brotli or gzip copy as the browser accepts, cached for a year", async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const reply = await app.inject({
        method: 'GET',
        url: '/assets/entry-1.js',
        headers: { 'accept-encoding': accept },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/^application\/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toMatch(/accept-encoding/);
      expect(decode(reply.rawPayload).toString()).toBe(script);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/entry-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still answers unknown API paths and other methods with a JSON 404', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/dashboard/app' })).statusCode).toBe(404);
  });
});

describe('static web: the prerendered dashboard shell', () => {
  let app: FastifyInstance;
  let root: string;
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  const boot = 'document.documentElement.dir="ltr"';
  const dashboard = `<!doctype html><html><head><script>${boot}</script></head><body><div id="keel-shell"></div><div id="root"></div></body></html>`;
  const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-static-'));
    writeFileSync(path.join(root, 'index.html'), html);
    mkdirSync(path.join(root, 'shells'));
    writeFileSync(path.join(root, 'shells', 'dashboard.html'), dashboard);
    app = Fastify();
    // As plugins/security.ts does: the policy on every answer.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', policy);
      done();
    });
    await app.register(staticWebPlugin, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('allows the shell page its inline script by hash, and no other page any', async () => {
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(inlineScriptSources(dashboard)).toBe(`'sha256-${hash}'`);
    const shell = await app.inject({ method: 'GET', url: '/dashboard/app' });
    expect(shell.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self' 'unsafe-inline'`,
    );
    const login = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(login.headers['content-security-policy']).toBe(policy);
  });

  it('answers /dashboard paths with the shell page, others with index.html', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard/app?x=1', '/dashboard/mail/all']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body, url).toBe(dashboard);
    }
    const gzip = await app.inject({
      method: 'GET',
      url: '/dashboard/app',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(dashboard);
    for (const url of ['/auth/login', '/', '/dashboards', '/pricing']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toBe(html);
    }
  });
});

describe("static web: the first screen's image preloaded from the page (issue 23)", () => {
  let app: FastifyInstance;
  let root: string;
  const dashboard = '<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>';
  let cover = '/assets/blog/cover-05.webp';
  const asked: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-static-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head></html>');
    mkdirSync(path.join(root, 'shells'));
    writeFileSync(path.join(root, 'shells', 'dashboard.html'), dashboard);
    app = Fastify();
    await app.register(staticWebPlugin, {
      root,
      firstImages: async (pathname) => {
        asked.push(pathname);
        return pathname === '/dashboard/app' ? [cover] : [];
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const link = (href: string) =>
    `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;

  it('writes the preload first in the head of the pages that name an image, compressed too', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard/app?x=1' });
    expect(page.body).toBe(dashboard.replace('<head>', `<head>${link(cover)}`));
    const br = await app.inject({
      method: 'GET',
      url: '/dashboard/app',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(link(cover));
    expect((await app.inject({ method: 'GET', url: '/dashboard/mail/all' })).body).toBe(dashboard);
    // Sign-in and the other plain pages are not asked about.
    await app.inject({ method: 'GET', url: '/auth/login' });
    expect(asked).not.toContain('/auth/login');
  });

  it('follows the data: a new cover is named in the next answer', async () => {
    cover = '/assets/blog/cover-01.webp';
    const page = await app.inject({ method: 'GET', url: '/dashboard/app' });
    expect(page.body).toContain(link('/assets/blog/cover-01.webp'));
    expect(page.body).not.toContain('cover-05');
  });

  it('escapes what it writes into the attribute', () => {
    expect(withImagePreloads('<head></head>', ['/a"b<c>.webp'])).toBe(
      '<head><link rel="preload" as="image" href="/a&#34;b&#60;c&#62;.webp" fetchpriority="high"></head>',
    );
    expect(withImagePreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('static web: the prerendered sign-in page (issue 23)', () => {
  let app: FastifyInstance;
  let root: string;
  let demo = true;
  const signIn =
    '<!doctype html><html><head></head><body><div id="keel-shell" aria-hidden="true"></div><div id="root"></div></body></html>';

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-static-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head></html>');
    mkdirSync(path.join(root, 'shells'));
    writeFileSync(path.join(root, 'shells', 'sign-in.html'), signIn);
    app = Fastify();
    await app.register(staticWebPlugin, { root, demoData: async () => demo });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the sign-in paths with it, the demo hint shown while the demo data is there', async () => {
    for (const url of ['/auth/login', '/auth/login/', '/auth/login-unprotected?returnTo=%2Fx']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(
        signIn.replace('<div id="keel-shell"', '<div id="keel-shell" data-demo'),
      );
    }
    demo = false;
    expect((await app.inject({ method: 'GET', url: '/auth/login' })).body).toBe(signIn);
    for (const url of ['/auth/register', '/auth/login-other', '/'])
      expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('keel-shell');
  });
});
