import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Contact } from '@keel/contracts/chat';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';

let t: TestApp;
let baseUrl: string;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const statusOf = async (viewer: typeof demo, userId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/chat/contacts',
    headers: viewer.headers,
  });
  return response.json<{ contacts: Contact[] }>().contacts.find((contact) => contact.id === userId)!
    .status;
};

describe('the /api/ws socket', () => {
  it('refuses a bad token and a socket that never signs in', async () => {
    const bad = await connectSocket(baseUrl, 'not-a-token');
    expect((await bad.closed).code).toBe(4401);
    const silent = await connectSocket(baseUrl, null);
    silent.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await silent.closed).toEqual({ code: 4401, reason: 'Authorization token missing' });
    const garbage = await connectSocket(baseUrl, null);
    garbage.socket.send('{not json');
    expect((await garbage.closed).code).toBe(4400);
  });

  it('refuses an upgrade on any other path', async () => {
    for (const path of ['/api/account/my-account', '/', '/api/wsx']) {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, {
        headers: demo.headers,
      });
      const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
      expect(error.message, path).toBe('Unexpected server response: 404');
    }
    const after = await fetch(`${baseUrl}/api/account/my-account`, { headers: demo.headers });
    expect(after.status).toBe(200);
  });

  it('pushes chat messages, read receipts, mail and notifications to the right users only', async () => {
    const demoSocket = await connectSocket(baseUrl, demo.token);
    const memberSocket = await connectSocket(baseUrl, member.token);
    await demoSocket.waitFor('ready');
    await memberSocket.waitFor('ready');
    memberSocket.socket.send(JSON.stringify({ type: 'ping' }));
    await memberSocket.waitFor('pong');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages/new',
      headers: demo.headers,
      payload: { recipientIds: [member.userId], body: 'Are you there?' },
    });
    const { conversationId } = sent.json();
    const pushed = await memberSocket.waitFor(
      'chat.message',
      (payload: { message: { body: string } }) => payload.message.body === 'Are you there?',
    );
    expect(pushed.payload).toMatchObject({ conversationId, message: { senderId: demo.userId } });
    await memberSocket.waitFor(
      'notification.new',
      (payload: { type: string }) => payload.type === 'chat_message',
    );
    // The sender's other tabs hear it too, with the sender's own read receipt.
    await demoSocket.waitFor('chat.message');
    await memberSocket.waitFor(
      'chat.seen',
      (payload: { userId: string }) => payload.userId === demo.userId,
    );

    await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversation/mark-as-seen?conversationId=${conversationId}`,
      headers: member.headers,
    });
    const receipt = await demoSocket.waitFor(
      'chat.seen',
      (payload: { userId: string }) => payload.userId === member.userId,
    );
    expect(receipt.payload).toMatchObject({ conversationId, lastReadAt: expect.any(String) });

    await t.app.inject({
      method: 'POST',
      url: '/api/mail/send',
      headers: demo.headers,
      payload: { to: ['member@keel.dev'], subject: 'Live mail', message: '<p>hi</p>' },
    });
    const mail = await memberSocket.waitFor('mail.new');
    expect(mail.payload).toMatchObject({ subject: 'Live mail', from: { email: 'demo@keel.dev' } });
    await memberSocket.waitFor(
      'notification.new',
      (payload: { type: string }) => payload.type === 'mail',
    );
    expect(demoSocket.messages.some((message) => message.type === 'mail.new')).toBe(false);

    await demoSocket.close();
    await memberSocket.close();
  });

  it('reports presence: online while connected, offline after the last socket closes', async () => {
    // The server forgets the previous test's sockets when it has handled their close: wait for it.
    await expect.poll(() => statusOf(demo, member.userId), { timeout: 10_000 }).toBe('offline');
    const watcher = await connectSocket(baseUrl, demo.token);
    await watcher.waitFor('ready');
    const first = await connectSocket(baseUrl, member.token);
    const second = await connectSocket(baseUrl, member.token);
    await first.waitFor('ready');
    await second.waitFor('ready');
    await watcher.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string }) =>
        payload.userId === member.userId && payload.status === 'online',
    );
    expect(await statusOf(demo, member.userId)).toBe('online');

    watcher.messages.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/status',
      headers: member.headers,
      payload: { status: 'busy' },
    });
    await watcher.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string }) =>
        payload.userId === member.userId && payload.status === 'busy',
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/status',
      headers: member.headers,
      payload: { status: 'invisible' },
    });
    await watcher.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string }) =>
        payload.userId === member.userId && payload.status === 'offline',
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/status',
      headers: member.headers,
      payload: { status: 'online' },
    });
    await watcher.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string; lastActivity: string }) =>
        payload.userId === member.userId && payload.status === 'online',
    );

    watcher.messages.length = 0;
    await first.close();
    // Still connected in another tab: online, and nobody is told otherwise.
    expect(await statusOf(demo, member.userId)).toBe('online');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher.messages.filter((message) => message.type === 'chat.presence')).toEqual([]);
    watcher.messages.length = 0;
    await second.close();
    await watcher.waitFor(
      'chat.presence',
      (payload: { userId: string; status: string }) =>
        payload.userId === member.userId && payload.status === 'offline',
    );
    expect(await statusOf(demo, member.userId)).toBe('offline');
    await watcher.close();
  });
});
