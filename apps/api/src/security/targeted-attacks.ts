// Security suite, targeted attacks (docs/spec/product.md#security-and-access): sign-in lockout and password spraying, reset
// code guessing, oversize and disguised uploads, script in rich text, racing registrations.
// Each attack comes from its own made-up client address (inject only: no traffic leaves).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@keel/contracts/uploads';
import { contentFile, uploadsRoot } from '@keel/db/content-store';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { readEnv } from '../env.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { resetCode } from '../test/outbox-code.ts';
import { TEST_DATA_DIR } from '../test/test-app.ts';
import type { SecurityContext } from './security-context.ts';
import { siblingApp } from './sibling-app.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SCRIPT_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
const XSS = [
  '<p>Hello <strong>world</strong></p>',
  '<script>alert(1)</script>',
  '<img src="/api/uploads/x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt&#58;alert(4)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(5)</script></svg>',
  '<p style="background:url(javascript:alert(6))" onclick="alert(7)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)>',
].join('');

function expectSanitised(html: string) {
  expect(html).toContain('<strong>world</strong>');
  expect(html).not.toMatch(
    /<script|<iframe|<svg|<style|on(error|click)\s*=|javascript:|background:url/i,
  );
}

export function describeTargetedAttacks(context: SecurityContext) {
  const login = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    context.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string>,
    remoteAddress?: string,
  ) =>
    context.t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      ...(remoteAddress && { remoteAddress }),
    });
  const uploadCount = async () =>
    (await context.t.database.db.select({ value: count() }).from(uploads))[0]?.value ?? 0;
  const stored = (content: Buffer) =>
    existsSync(
      contentFile(uploadsRoot(TEST_DATA_DIR), createHash('sha256').update(content).digest('hex')),
    );

  describe('sign-in', () => {
    it('locks an e-mail out from an address after 10 failures, even for the right password, and X-Forwarded-For does not help', async () => {
      const attacker = '198.51.100.10';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login('member@keel.dev', `wrong-${attempt}`, attacker)).statusCode).toBe(400);
      }
      const locked = await login('member@keel.dev', 'demo1234', attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/try again later/i);
      // Without a trusted proxy (TRUST_PROXY), a forged X-Forwarded-For is not the client's address.
      for (const forwarded of ['203.0.113.1', '203.0.113.2, 10.0.0.1']) {
        expect(
          (await login('member@keel.dev', 'demo1234', attacker, { 'x-forwarded-for': forwarded }))
            .statusCode,
        ).toBe(429);
      }
      // The owner, elsewhere, still signs in.
      expect((await login('member@keel.dev', 'demo1234', '198.51.100.11')).statusCode).toBe(200);
    });

    it('refuses an address that sprays one password over many accounts (50 failures), whatever the account', async () => {
      const sprayer = '198.51.100.20';
      for (let index = 0; index < 50; index += 1) {
        const response = await login(`spray-${index}@example.com`, 'Winter2026!', sprayer);
        expect(response.statusCode, `attempt ${index}`).toBe(400);
      }
      expect((await login('spray-51@example.com', 'Winter2026!', sprayer)).statusCode).toBe(429);
      expect((await login('member@keel.dev', 'demo1234', sprayer)).statusCode).toBe(429);
      expect((await login('member@keel.dev', 'demo1234', '198.51.100.21')).statusCode).toBe(200);
    });

    it('trusts X-Forwarded-For only when TRUST_PROXY is set', () => {
      expect(readEnv({}).TRUST_PROXY).toBe(false);
      expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    });
  });

  describe('codes', () => {
    it('voids a reset code after 5 wrong tries, and limits wrong codes per address', async () => {
      const email = 'reset-target@example.com';
      const registered = await post(
        '/api/account/register',
        { email, password: 'first-password-1', firstName: 'Reset', lastName: 'Target' },
        {},
        '198.51.100.30',
      );
      expect(registered.statusCode).toBe(200);
      const guesser = '198.51.100.31';
      expect((await post('/api/account/reset-password', { email }, {}, guesser)).statusCode).toBe(
        200,
      );
      const code = await resetCode(context.t.database.db, email);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = (offset: number) =>
        String((Number(code) + offset) % 1_000_000).padStart(6, '0');
      const newPassword = (guess: string, from = guesser) =>
        post(
          '/api/account/new-password',
          { email, code: guess, password: 'taken-over-1' },
          {},
          from,
        );
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await newPassword(wrong(attempt))).statusCode).toBe(400);
      }
      // The sixth try has the right code, but the code is gone.
      const late = await newPassword(code!);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toMatch(/invalid or expired/i);
      // 10 wrong codes from one address, over any number of codes, and that address must wait.
      expect((await post('/api/account/reset-password', { email }, {}, guesser)).statusCode).toBe(
        200,
      );
      for (let attempt = 1; attempt <= 4; attempt += 1) await newPassword(wrong(attempt));
      expect((await newPassword('000000')).statusCode).toBe(429);
      // The password never changed.
      expect((await login(email, 'first-password-1', '198.51.100.32')).statusCode).toBe(200);
    });
  });

  describe('uploads', () => {
    it('refuses an oversize image and an oversize file with 413, storing nothing', async () => {
      const { t, demo } = context;
      const before = await uploadCount();
      const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(IMAGE_MAX_BYTES, 7)]);
      const image = multipartBody('file', [{ name: 'big.png', content: big, type: 'image/png' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=image',
        headers: { ...demo.headers, ...image.headers },
        payload: image.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBeTruthy();
      expect(stored(big)).toBe(false);

      // The file manager's own limit (FILES_MAX_FILE_BYTES), set low on a second app.
      const small = await siblingApp(t, { FILES_MAX_FILE_BYTES: '2048' });
      try {
        const content = Buffer.alloc(4096, 'k');
        const file = multipartBody('files', [{ name: 'notes.txt', content, type: 'text/plain' }]);
        const tooBig = await small.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...demo.headers, ...file.headers },
          payload: file.payload,
        });
        expect(tooBig.statusCode).toBe(413);
        expect(stored(content)).toBe(false);
      } finally {
        await small.close();
      }
      expect(await uploadCount()).toBe(before);
    });

    it('never serves disguised HTML as a page: a .png full of script is not an image, and as a file it downloads inert', async () => {
      const { t, demo } = context;
      const asImage = multipartBody('file', [
        { name: 'cat.png', content: SCRIPT_PAGE, type: 'image/png' },
      ]);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=image',
        headers: { ...demo.headers, ...asImage.headers },
        payload: asImage.payload,
      });
      expect(refused.statusCode).toBe(400);

      const served: LightMyRequestResponse[] = [];
      for (const name of ['cat.png', 'page.html', 'icon.svg']) {
        const attachment = multipartBody('file', [
          { name, content: SCRIPT_PAGE, type: 'text/html' },
        ]);
        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/uploads?kind=attachment',
          headers: { ...demo.headers, ...attachment.headers },
          payload: attachment.payload,
        });
        expect(saved.statusCode, name).toBe(200);
        served.push(await t.app.inject({ method: 'GET', url: saved.json().upload.url }));

        const file = multipartBody('files', [{ name, content: SCRIPT_PAGE, type: 'text/html' }]);
        const uploaded = await t.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...demo.headers, ...file.headers },
          payload: file.payload,
        });
        expect(uploaded.statusCode, name).toBe(200);
        const fileId = uploaded.json().files[0].id as string;
        const link = await t.app.inject({
          method: 'GET',
          url: `/api/files/link?fileId=${fileId}`,
          headers: demo.headers,
        });
        expect(link.statusCode).toBe(200);
        const url = link.json().url as string;
        served.push(await t.app.inject({ method: 'GET', url }));
        served.push(
          await t.app.inject({
            method: 'GET',
            url: `${url}${url.includes('?') ? '&' : '?'}inline=1`,
          }),
        );
      }
      for (const response of served) {
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.headers['content-type']).not.toMatch(/html|svg|xml|javascript/i);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
    });
  });

  describe('rich text', () => {
    it('comes back sanitised from every rich-text field: product description, blog post body, mail message', async () => {
      const { t, demo } = context;
      const headers = demo.headers;

      const product = await post(
        '/api/products/new',
        {
          name: 'Injection Test Sneaker',
          description: XSS,
          images: ['/assets/images/products/harbor-runner-knit-1.webp'],
          code: 'SEC-1',
          sku: 'SEC-SKU-1',
          available: 1,
          gender: 'Men',
          category: 'Shoes',
          colors: ['#000000'],
          sizes: ['8'],
          tags: ['Security', 'Testing'],
          price: 10,
          priceSale: null,
          includeTaxes: true,
          taxes: 0,
        },
        headers,
      );
      expect(product.statusCode, product.body).toBe(200);
      expectSanitised(product.json().product.description);
      const productRead = await t.app.inject({
        url: `/api/products/product?name=${product.json().product.slug ?? product.json().product.id}`,
        headers,
      });
      if (productRead.statusCode === 200) expectSanitised(productRead.json().product.description);

      const blog = await post(
        '/api/blog/posts/new',
        {
          title: 'Injection test post',
          description: 'A short summary',
          body: XSS,
          cover: '/assets/blog/cover-01.webp',
          tags: ['Product', 'Guides'],
          publish: false,
          allowComments: true,
          metaTitle: 'Injection test post',
          metaDescription: 'Meta',
          metaKeywords: ['keel'],
        },
        headers,
      );
      expect(blog.statusCode, blog.body).toBe(200);
      expectSanitised(blog.json().post.body);
      const blogRead = await t.app.inject({
        url: `/api/blog/post?title=${blog.json().post.slug}`,
        headers,
      });
      expect(blogRead.statusCode).toBe(200);
      expectSanitised(blogRead.json().post.body);

      const draft = await post(
        '/api/mail/drafts/save',
        { subject: 'Injection test', message: XSS },
        headers,
      );
      expect(draft.statusCode, draft.body).toBe(200);
      expectSanitised(draft.json().mail.message);
      const sent = await post(
        '/api/mail/send',
        { to: ['member@keel.dev'], subject: 'Injection test', message: XSS },
        headers,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expectSanitised(sent.json().mail.message);
      const inbox = await t.app.inject({
        url: '/api/mail/mails?systemLabel=inbox',
        headers: context.member.headers,
      });
      const listed = inbox
        .json<{ mails: { id: string; subject: string }[] }>()
        .mails.find((mail) => mail.subject === 'Injection test');
      expect(listed).toBeDefined();
      // The list carries plain text (issue 19); the opened mail is the sanitised HTML.
      const opened = await t.app.inject({
        url: `/api/mail/mail?mailId=${listed!.id}`,
        headers: context.member.headers,
      });
      expectSanitised(opened.json<{ mail: { message: string } }>().mail.message);
    });
  });

  describe('races', () => {
    it('two registrations at once with one name get two accounts; with one e-mail, one account and a 409', async () => {
      const register = (email: string, remoteAddress: string) =>
        post(
          '/api/account/register',
          { email, password: 'race-password-1', firstName: 'Racing', lastName: 'Twin' },
          {},
          remoteAddress,
        );
      const sameName = await Promise.all([
        register('twin-a@example.com', '198.51.100.40'),
        register('twin-b@example.com', '198.51.100.41'),
        register('twin-c@example.com', '198.51.100.42'),
      ]);
      expect(sameName.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const ids = sameName.map((response) => response.json().user.id as string);
      expect(new Set(ids).size).toBe(3);

      const sameEmail = await Promise.all([
        register('twin-d@example.com', '198.51.100.43'),
        register('twin-d@example.com', '198.51.100.44'),
      ]);
      expect(sameEmail.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const rows = await context.t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'twin-d@example.com'));
      expect(rows).toHaveLength(1);
    });
  });
}
