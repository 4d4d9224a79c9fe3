import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----keeltest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploads', () => {
  it('stores an image and serves it publicly by id', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = multipart('../../etc/avatar.png', PNG, 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { upload } = response.json();
    expect(upload).toMatchObject({ name: 'avatar.png', size: PNG.length, type: 'image/png' });
    const served = await t.app.inject({ method: 'GET', url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a disguised file as an image', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File type must be an image');
  });

  it('refuses an image over 3.1 MB with 413', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const big = Buffer.concat([PNG, Buffer.alloc(3_145_728)]);
    const body = multipart('big.png', big, 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is larger than 3.1 MB');
  });

  it('refuses an 11 MB attachment with 413 naming the 10 MB limit', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = multipart('big.bin', Buffer.alloc(11 * 1024 * 1024));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is larger than 10 MB');
  });

  it('serves a private attachment only through its signed link', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = multipart('notes.txt', Buffer.from('hello'), 'text/plain');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { upload } = response.json();
    expect((await t.app.inject({ method: 'GET', url: upload.url })).body).toBe('hello');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${upload.id}` })).statusCode,
    ).toBe(404);
    // Change the signature's first character (to 'A', or 'B' when it already was 'A': 1 run in 64).
    const tampered = upload.url.replace(
      /sig=(.)/,
      (_match: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
  });

  it('needs a signed-in user and a file', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads' })).statusCode).toBe(401);
    const demo = await signIn(t.app, 'demo@keel.dev');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: demo.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a multipart body sent to any other call with 415 and a message', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = multipart('avatar.png', PNG, 'image/png');
    for (const url of [
      '/api/calendar/events/new',
      '/api/account/login',
      '/api/files/folders/new',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...demo.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringContaining('multipart/form-data'),
      });
    }
  });
});
