// Document-only security headers (CSP and the like) go on documents and API answers, not on the
// web app's built assets (issue 23: ~1 KB on each of a first visit's ~90 requests).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from './security.ts';
import { staticWebPlugin } from './static-web.ts';

describe('security headers by kind of answer', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-security-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Keel</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'export {};');
    app = Fastify();
    await app.register(securityPlugin, { corsOrigins: [] });
    app.get('/api/thing', { config: { public: true } }, async () => ({ ok: true }));
    await app.register(staticWebPlugin, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('an HTML document (the app shell for any client route) carries the CSP and frame options', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard/app' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an API answer keeps the full set', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('a built asset carries only what applies to a subresource', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
