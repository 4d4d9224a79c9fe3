// Scale-out (docs/spec/product.md#architecture): two API processes on one PostgreSQL. A message sent through one
// reaches a WebSocket client of the other, through LISTEN/NOTIFY. Needs PostgreSQL: skipped on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startSecondProcess, type SecondProcess } from '../../test/two-process.ts';
import { connectSocket } from '../../test/ws-client.ts';

const databaseUrl = testDatabaseUrl();

describe.skipIf(!databaseUrl)('two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: SecondProcess;

  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondProcess(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a chat message, its read receipt and a mail sent through one to a client of the other', async () => {
    const demo = await signIn(first.app, 'demo@keel.dev');
    const member = await signIn(second.app, 'member@keel.dev');
    const memberSocket = await connectSocket(second.url, member.token);
    await memberSocket.waitFor('ready');

    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/chat/messages/new',
      headers: demo.headers,
      payload: { recipientIds: [member.userId], body: 'Hello from process one' },
    });
    expect(sent.statusCode).toBe(200);
    const { conversationId, message } = sent.json();
    const pushed = await memberSocket.waitFor(
      'chat.message',
      (payload: { message: { id: string } }) => payload.message.id === message.id,
    );
    expect(pushed.payload).toMatchObject({
      conversationId,
      message: { body: 'Hello from process one', senderId: demo.userId },
    });

    // The member answers through their own process; the admin listens on the first one.
    const firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const demoSocket = await connectSocket(firstUrl, demo.token);
    await demoSocket.waitFor('ready');
    await second.app.inject({
      method: 'GET',
      url: `/api/chat/conversation/mark-as-seen?conversationId=${conversationId}`,
      headers: member.headers,
    });
    await demoSocket.waitFor(
      'chat.seen',
      (payload: { userId: string }) => payload.userId === member.userId,
    );
    await second.app.inject({
      method: 'POST',
      url: '/api/chat/messages/new',
      headers: member.headers,
      payload: { conversationId, body: 'Hi back from process two' },
    });
    await demoSocket.waitFor(
      'chat.message',
      (payload: { message: { body: string } }) =>
        payload.message.body === 'Hi back from process two',
    );

    await first.app.inject({
      method: 'POST',
      url: '/api/mail/send',
      headers: demo.headers,
      payload: { to: ['member@keel.dev'], subject: 'Across processes', message: '<p>hi</p>' },
    });
    await memberSocket.waitFor(
      'mail.new',
      (payload: { subject: string }) => payload.subject === 'Across processes',
    );

    // Presence is shared too: the member, connected to process two, is online for process one.
    const contacts = await first.app.inject({
      method: 'GET',
      url: '/api/chat/contacts',
      headers: demo.headers,
    });
    expect(
      contacts.json().contacts.find((contact: { id: string }) => contact.id === member.userId)
        .status,
    ).toBe('online');

    await memberSocket.close();
    await demoSocket.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string }) =>
        payload.userId === member.userId && payload.status === 'offline',
    );
    await demoSocket.close();
  });
});
