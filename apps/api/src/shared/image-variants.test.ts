// Width variants (shared/image-variants.ts): an uploaded JPEG or PNG gets WebP copies at the
// widths narrower than itself, served by `?w=`; anything else keeps its original only.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@keel/db/schema/uploads';
import { multipartBody } from '../test/multipart-body.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { variantName } from './image-variants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function upload(name: string, content: Buffer, type: string, kind = 'image') {
  const demo = await signIn(t.app, 'demo@keel.dev');
  const body = multipartBody('file', [{ name, content, type }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    headers: { ...demo.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const { upload: answer } = response.json();
  const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, answer.id));
  return { url: answer.url as string, sha256: row!.sha256 };
}

// A picture 800 px wide, with some detail so the encoders have work to do.
const picture = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#2d6cdf' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="500"><circle cx="400" cy="250" r="200" fill="#f5a623"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

async function stored(name: string) {
  const stream = await t.app.storage.blobs.open(name);
  stream?.destroy();
  return Boolean(stream);
}

describe('image variants', () => {
  it.each(['jpeg', 'png'] as const)(
    'writes WebP copies narrower than an uploaded %s and serves them by width',
    async (format) => {
      const original = await picture(format);
      const { url, sha256 } = await upload(`photo.${format}`, original, `image/${format}`);
      for (const width of [160, 320, 640])
        expect(await stored(variantName(sha256, width))).toBe(true);
      expect(await stored(variantName(sha256, 1280))).toBe(false);

      const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      const meta = await sharp(small.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200]);
      expect(small.rawPayload.length).toBeLessThan(original.length);

      // No 1280 copy of an 800 px picture: the original answers.
      const wide = await t.app.inject({ method: 'GET', url: `${url}?w=1280` });
      expect(wide.headers['content-type']).toBe(`image/${format}`);
      expect(wide.rawPayload.equals(original)).toBe(true);
    },
  );

  it('writes none for a non-image or a picture narrower than the smallest width', async () => {
    const text = await upload(
      'notes.txt',
      Buffer.from('hello, not a picture'),
      'text/plain',
      'attachment',
    );
    const tiny = await upload(
      'dot.png',
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    for (const { sha256 } of [text, tiny])
      for (const width of [160, 320, 640, 1280])
        expect(await stored(variantName(sha256, width))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `${tiny.url}?w=160` });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a width it does not make with 400', async () => {
    const { url } = await upload('photo.jpeg', await picture('jpeg'), 'image/jpeg');
    const response = await t.app.inject({ method: 'GET', url: `${url}?w=100` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('w must be one of 160, 320, 640, 1280');
  });
});
