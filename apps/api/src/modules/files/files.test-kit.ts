// What the file-manager API tests share: one fresh app per test file with small size and quota
// limits, the member's sign-in, fresh owners, uploads and checks of what is stored.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { contentFile, uploadsRoot } from '@keel/db/content-store';
import { files } from '@keel/db/schema/files';
import { uploads } from '@keel/db/schema/uploads';
import { multipartBody, type MultipartFilePart } from '../../test/multipart-body.ts';
import { createTestApp, signIn, TEST_DATA_DIR, type TestApp } from '../../test/test-app.ts';

export const MAX_FILE = 64 * 1024;
export const QUOTA = 256 * 1024;

type Headers = Record<string, string>;

export const text = (
  name: string,
  content = `hello from ${name} ${randomBytes(8).toString('hex')}`,
) => ({
  name,
  content: Buffer.from(content),
  type: 'text/plain',
});

export const onDisk = (content: Buffer) =>
  existsSync(
    contentFile(uploadsRoot(TEST_DATA_DIR), createHash('sha256').update(content).digest('hex')),
  );

/** Call at the top of a test file; the app and the member are there once its tests run. */
export function filesTestKit() {
  const t = {} as TestApp;
  const member = {} as Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    Object.assign(
      t,
      await createTestApp({
        FILES_MAX_FILE_BYTES: String(MAX_FILE),
        FILES_QUOTA_BYTES: String(QUOTA),
      }),
    );
    Object.assign(member, await signIn(t.app, 'member@keel.dev'));
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** A new account of its own, so each test starts with no files and an empty quota. */
  async function owner() {
    const email = `files.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.org`;
    const body = (
      await t.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { email, password: 'long-password', firstName: 'File', lastName: 'Owner' },
      })
    ).json();
    return {
      id: body.user.id as string,
      email,
      headers: { authorization: `Bearer ${body.accessToken}` },
    };
  }

  async function upload(
    headers: Headers,
    parts: MultipartFilePart[],
    fields: Record<string, string> = {},
  ) {
    const body = multipartBody('files', parts, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  const storedCount = async (userId: string) => {
    const [fileRows] = await t.database.db
      .select({ value: count() })
      .from(files)
      .where(eq(files.ownerId, userId));
    const [uploadRows] = await t.database.db
      .select({ value: count() })
      .from(uploads)
      .where(eq(uploads.ownerId, userId));
    return { files: fileRows?.value ?? 0, uploads: uploadRows?.value ?? 0 };
  };

  return { t, member, get, post, owner, upload, storedCount };
}
