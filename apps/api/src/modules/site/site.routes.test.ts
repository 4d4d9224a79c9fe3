import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@keel/db/schema/site';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const stored = async () =>
  (await t.database.db.select({ value: count() }).from(contactMessages))[0]!.value;
const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'How do I get started?',
};

describe('contact', () => {
  it('stores a message without sign-in and mails it to the support inbox', async () => {
    const response = await post('/api/contact', { ...message, message: 'How do I <b>start</b>?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Thanks, we'll get back to you soon");
    expect(await stored()).toBe(1);
    const demo = await signIn(t.app, 'demo@keel.dev');
    const inbox = (
      await t.app.inject({
        method: 'GET',
        url: '/api/mail/mails?systemLabel=inbox&pageSize=5',
        headers: demo.headers,
      })
    ).json();
    const mail = inbox.mails[0];
    expect(mail).toMatchObject({
      subject: 'Contact form: Hello',
      isUnread: true,
      from: { name: 'Ada', email: 'ada@example.com' },
    });
    // The list carries plain text (issue 19); the opened mail keeps the escaped HTML.
    expect(mail.message).toContain('How do I <b>start</b>?');
    const opened = (
      await t.app.inject({
        method: 'GET',
        url: `/api/mail/mail?mailId=${mail.id}`,
        headers: demo.headers,
      })
    ).json();
    expect(opened.mail.message).toContain('&lt;b&gt;start&lt;/b&gt;');
  });

  it('validates every field and stores nothing', async () => {
    const response = await post('/api/contact', {
      name: '',
      email: 'nope',
      subject: ' ',
      message: 'x'.repeat(5001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      subject: 'Subject is required',
      message: 'Message must be at most 5,000 characters',
    });
    expect(await stored()).toBe(1);
  });

  it('limits messages per address with 429', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/contact', message, ip)).statusCode).toBe(200);
    const limited = await post('/api/contact', message, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts, try again later.');
    expect((await post('/api/contact', message, '10.1.0.3')).statusCode).toBe(200);
  });
});

describe('subscribers', () => {
  it('subscribes once, then says already on the list', async () => {
    const first = await post('/api/subscribers/new', { email: 'Fan@Example.com' });
    expect(first.json()).toEqual({ alreadySubscribed: false, message: "You're on the list!" });
    const again = await post('/api/subscribers/new', { email: 'fan@example.com' });
    expect(again.json()).toEqual({
      alreadySubscribed: true,
      message: "You're already on the list",
    });
    expect((await post('/api/subscribers/new', { email: 'not-an-email' })).statusCode).toBe(400);
  });
});
