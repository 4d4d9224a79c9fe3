// The app shell (index.html for every client route) goes out compressed: @fastify/compress does
// not see the not-found handler that answers client routes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web.ts';

describe('static web: the app shell', () => {
  let app: FastifyInstance;
  let root: string;
  const html = `<!doctype html><html><head><meta name="keel-boot" content='${'{"x":1}'.repeat(300)}' /></head><body></body></html>`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'keel-static-'));
    writeFileSync(path.join(root, 'index.html'), html);
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

  it('still answers unknown API paths and other methods with a JSON 404', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/dashboard/app' })).statusCode).toBe(404);
  });
});
