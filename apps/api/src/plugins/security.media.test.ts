// Keel as the API of a front end on another origin (issue 19, the Minimal template): media
// URLs come absolute to a configured origin and media may be loaded cross-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

const ORIGIN = 'http://localhost:8080';
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: ORIGIN });
  ({ headers } = await signIn(t.app, 'demo@keel.dev'));
});
afterAll(() => t.close());

describe('media for another origin', () => {
  it('answers absolute media URLs to a configured origin, relative ones to Keel itself', async () => {
    const url = '/api/products?pageSize=5';
    const cross = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, origin: ORIGIN, host: 'api.example.org' },
    });
    expect(cross.statusCode).toBe(200);
    const products = cross.json().products as { images: string[]; cover: string }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.cover).toMatch(/^http:\/\/api\.example\.org\/(assets|api\/uploads)\//);
    }
    const own = await t.app.inject({ method: 'GET', url, headers });
    expect((own.json().products as { cover: string }[])[0]!.cover).toMatch(
      /^\/(assets|api\/uploads)\//,
    );
    const stranger = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, origin: 'http://evil.example' },
    });
    expect((stranger.json().products as { cover: string }[])[0]!.cover).toMatch(/^\//);
  });

  it('lets a configured origin load uploaded images (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'keelboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: uploaded.json().upload.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1', headers });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it("makes the file manager's signed links absolute too, and answers Vary: Origin", async () => {
    const cross = await t.app.inject({
      method: 'GET',
      url: '/api/files?pageSize=50',
      headers: { ...headers, origin: ORIGIN, host: 'api.example.org' },
    });
    expect(cross.statusCode, cross.body).toBe(200);
    expect(cross.body).toContain('"http://api.example.org/api/files/download?');
    expect(cross.body).not.toContain('"/api/files/download?');
    expect(String(cross.headers.vary)).toMatch(/origin/i);
  });
});

describe('media for another origin behind a reverse proxy', () => {
  const forwarded = {
    origin: ORIGIN,
    host: '10.0.0.5:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'keel.example.com',
  };

  it('names the address the browser used when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ CORS_ORIGINS: ORIGIN, TRUST_PROXY: 'true' });
    try {
      const session = await signIn(proxied.app, 'demo@keel.dev');
      const answer = await proxied.app.inject({
        method: 'GET',
        url: '/api/products?pageSize=3',
        headers: { ...session.headers, ...forwarded },
      });
      for (const product of answer.json().products as { cover: string }[])
        expect(product.cover).toMatch(/^https:\/\/keel\.example\.com\/(assets|api\/uploads)\//);
    } finally {
      await proxied.close();
    }
  });

  it('ignores forged X-Forwarded-* headers without TRUST_PROXY', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/products?pageSize=3',
      headers: { ...headers, ...forwarded },
    });
    for (const product of answer.json().products as { cover: string }[])
      expect(product.cover).toMatch(/^http:\/\/10\.0\.0\.5:3000\//);
  });
});
