// The Archive folder (/dashboard/mail/archive): Archive moves a mail out of the inbox into a
// label of its own, with its unread count; it still shows under All mail and can come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: demo.headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: demo.headers, payload });
const list = async (query: string) =>
  (await get(`/api/mail/mails?${query}`)).json<{ mails: Mail[]; total: number }>();
const archiveLabel = async () =>
  (await get('/api/mail/labels'))
    .json<{ labels: MailLabel[] }>()
    .labels.find((label) => label.id === 'archive');

describe('mail Archive folder', () => {
  it('lists archived mail under its own label, counted, and in All mail', async () => {
    const before = await archiveLabel();
    expect(before).toMatchObject({ type: 'system', name: 'archive' });
    const unreadMail = (await list('systemLabel=inbox&pageSize=100')).mails.find(
      (mail) => mail.isUnread,
    )!;
    const response = await post('/api/mail/update', {
      mailIds: [unreadMail.id],
      changes: { folder: 'archive' },
    });
    expect(response.statusCode).toBe(200);
    const archived = await list('systemLabel=archive&pageSize=100');
    expect(archived.mails.map((mail) => mail.id)).toContain(unreadMail.id);
    expect(archived.mails.every((mail) => mail.folder === 'archive')).toBe(true);
    expect((await archiveLabel())!.unreadCount).toBe(before!.unreadCount + 1);
    expect((await list('systemLabel=inbox&pageSize=100')).mails.map((m) => m.id)).not.toContain(
      unreadMail.id,
    );
    const all = await list(
      `systemLabel=all&q=${encodeURIComponent(unreadMail.subject)}&pageSize=100`,
    );
    expect(all.mails.map((mail) => mail.id)).toContain(unreadMail.id);

    await post('/api/mail/update', { mailIds: [unreadMail.id], changes: { folder: 'inbox' } });
    expect((await list('systemLabel=archive&pageSize=100')).mails.map((m) => m.id)).not.toContain(
      unreadMail.id,
    );
  });
});
