// The contact inbox: messages from the public form reach it, read / unread and tabs count, a
// reply goes out by e-mail (the outbox without SMTP), and members are kept out.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@keel/db/schema/account-security';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const get = (url: string, headers = demo.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = demo.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function sendContact(subject: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    payload: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject,
      message: 'Line one\nLine two',
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('contact inbox', () => {
  it('lists form messages newest first as unread, searchable, with tab counts', async () => {
    await sendContact('Inbox test alpha', '10.9.0.1');
    await sendContact('Inbox test beta', '10.9.0.2');
    const page = (await get('/api/contact/messages?q=Inbox%20test')).json();
    expect(page.total).toBe(2);
    expect(page.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Inbox test beta',
      'Inbox test alpha',
    ]);
    expect(page.messages[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Line one\nLine two',
      isRead: false,
      repliedAt: null,
    });
    expect(page.counts).toEqual({ all: 2, unread: 2, replied: 0 });
  });

  it('marks read and unread; the unread tab follows', async () => {
    const [first] = (await get('/api/contact/messages?q=Inbox%20test%20alpha')).json().messages;
    expect(
      (await post('/api/contact/messages/update', { messageIds: [first.id], isRead: true }))
        .statusCode,
    ).toBe(200);
    const unread = (await get('/api/contact/messages?q=Inbox%20test&status=unread')).json();
    expect(unread.messages.map((m: { subject: string }) => m.subject)).toEqual(['Inbox test beta']);
    expect(unread.counts.unread).toBe(1);
    await post('/api/contact/messages/update', { messageIds: [first.id], isRead: false });
    expect((await get('/api/contact/messages?q=Inbox%20test&status=unread')).json().total).toBe(2);
  });

  it('replies by e-mail to the sender, quoting the message, and marks it replied', async () => {
    const [beta] = (await get('/api/contact/messages?q=Inbox%20test%20beta')).json().messages;
    const response = await post('/api/contact/messages/reply', {
      messageId: beta.id,
      subject: 'Re: Inbox test beta',
      message: 'Thanks, here is how.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({ isRead: true, repliedAt: expect.any(String) });
    const [sent] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'grace@example.com'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(sent).toMatchObject({ subject: 'Re: Inbox test beta' });
    expect(sent!.text).toContain('Thanks, here is how.');
    expect(sent!.text).toContain('> Line one\n> Line two');
    const replied = (await get('/api/contact/messages?q=Inbox%20test&status=replied')).json();
    expect(replied.messages.map((m: { id: string }) => m.id)).toEqual([beta.id]);
  });

  it('validates the reply and answers 404 for an unknown message', async () => {
    const empty = await post('/api/contact/messages/reply', {
      messageId: '00000000-0000-4000-8000-000000000000',
      subject: ' ',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      subject: 'Subject is required',
      message: 'Reply is required',
    });
    const unknown = await post('/api/contact/messages/reply', {
      messageId: '00000000-0000-4000-8000-000000000000',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found');
  });

  it('deletes, and keeps members out of every call', async () => {
    const [alpha] = (await get('/api/contact/messages?q=Inbox%20test%20alpha')).json().messages;
    expect((await get('/api/contact/messages', member.headers)).statusCode).toBe(403);
    expect(
      (await post('/api/contact/messages/delete', { messageIds: [alpha.id] }, member.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/contact/messages/reply',
          { messageId: alpha.id, subject: 'x', message: 'y' },
          member.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/contact/messages/delete', { messageIds: [alpha.id] })).statusCode,
    ).toBe(200);
    expect((await get('/api/contact/messages?q=Inbox%20test')).json().total).toBe(1);
  });
});
