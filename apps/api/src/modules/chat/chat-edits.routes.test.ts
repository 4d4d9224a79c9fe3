// Issue 20 (chat): editing and deleting one's own messages, shown to everyone live; the typing
// indicator. Issue 19: "Invisible" never shows others a fresh "Last seen", reading a conversation
// reads its notification, and an oversized chat upload names the 10 MB limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Conversation, Message } from '@keel/contracts/chat';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let conversationId: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
  stranger = await signIn(t.app, 'manager@keel.dev');
  const first = await post(demo, '/api/chat/messages/new', {
    recipientIds: [member.userId],
    body: 'Hello',
  });
  conversationId = first.json<{ conversationId: string }>().conversationId;
});
afterAll(async () => t?.close());

type Session = typeof demo;
const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const say = async (who: Session, body: string) =>
  (await post(who, '/api/chat/messages/new', { conversationId, body })).json<{
    message: Message;
  }>().message;
const messagesSeenBy = async (who: Session) =>
  (await get(who, `/api/chat/conversation?conversationKey=${conversationId}`)).json<{
    conversation: Conversation;
  }>().conversation.messages;

/** Events as clients get them; on PostgreSQL they come back through NOTIFY, a moment later. */
function capture() {
  const events: { userIds: string[]; type: string; payload: unknown }[] = [];
  const unsubscribe = t.app.events.subscribe((event) => events.push(event));
  const stop = async (type: string, count = 1) => {
    for (let tries = 0; tries < 50 && events.filter((e) => e.type === type).length < count; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // A little longer, so an event that should not come would be seen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    unsubscribe();
  };
  return { events, stop };
}

describe('editing and deleting messages', () => {
  it('edits my message: everyone reads the new text as edited, pushed to every participant', async () => {
    const message = await say(demo, 'See you at 10');
    const { events, stop } = capture();
    const edited = await post(demo, '/api/chat/messages/update', {
      messageId: message.id,
      body: 'See you at 11',
    });
    await stop('chat.message.changed');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toMatchObject({ body: 'See you at 11', deletedAt: null });
    expect(edited.json().message.editedAt).toEqual(expect.any(String));
    const seen = (await messagesSeenBy(member)).find((item) => item.id === message.id)!;
    expect(seen).toMatchObject({ body: 'See you at 11', editedAt: expect.any(String) });
    const pushed = events.find((event) => event.type === 'chat.message.changed')!;
    expect(new Set(pushed.userIds)).toEqual(new Set([demo.userId, member.userId]));
    expect(pushed.payload).toMatchObject({ conversationId, message: { body: 'See you at 11' } });
    // The list answer carries the same.
    const listed = (await get(member, '/api/chat/conversations')).json<{
      conversations: Conversation[];
    }>();
    const inList = listed.conversations
      .find((item) => item.id === conversationId)!
      .messages.find((item) => item.id === message.id);
    expect(inList?.editedAt).toEqual(expect.any(String));
  });

  it("refuses to edit or delete someone else's message (403) or one I cannot see (404)", async () => {
    const message = await say(demo, 'Mine only');
    const edit = await post(member, '/api/chat/messages/update', {
      messageId: message.id,
      body: 'Hacked',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('You can only change your own messages');
    expect(
      (await post(member, '/api/chat/messages/delete', { messageId: message.id })).statusCode,
    ).toBe(403);
    expect(
      (await post(stranger, '/api/chat/messages/update', { messageId: message.id, body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(demo, '/api/chat/messages/update', { messageId: message.id, body: '  ' }))
        .statusCode,
    ).toBe(400);
    expect((await messagesSeenBy(member)).find((item) => item.id === message.id)!.body).toBe(
      'Mine only',
    );
  });

  it('deletes my message for everyone: no text, no files, the place kept; it cannot be edited back', async () => {
    const message = await say(demo, 'Wrong chat, sorry');
    const { events, stop } = capture();
    const deleted = await post(demo, '/api/chat/messages/delete', { messageId: message.id });
    await stop('chat.message.changed');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toMatchObject({ body: '', attachments: [] });
    expect(deleted.json().message.deletedAt).toEqual(expect.any(String));
    expect(events.some((event) => event.type === 'chat.message.changed')).toBe(true);
    const seen = (await messagesSeenBy(member)).find((item) => item.id === message.id)!;
    expect(seen).toMatchObject({ body: '', deletedAt: expect.any(String) });
    const again = await post(demo, '/api/chat/messages/delete', { messageId: message.id });
    expect(again.statusCode).toBe(200);
    const edit = await post(demo, '/api/chat/messages/update', {
      messageId: message.id,
      body: 'Back again',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('This message was deleted');
  });

  it('an edit racing a delete never brings the text back', async () => {
    for (let round = 0; round < 5; round += 1) {
      const message = await say(demo, `Race ${round}`);
      await Promise.all([
        post(demo, '/api/chat/messages/update', { messageId: message.id, body: `Edited ${round}` }),
        post(demo, '/api/chat/messages/delete', { messageId: message.id }),
        post(demo, '/api/chat/messages/update', { messageId: message.id, body: `Again ${round}` }),
      ]);
      const final = (await messagesSeenBy(member)).find((item) => item.id === message.id)!;
      expect(final.deletedAt).not.toBeNull();
      expect(final.body).toBe('');
    }
  });
});

describe('typing', () => {
  it('tells the other participants, not me, and not strangers', async () => {
    const { events, stop } = capture();
    const response = await post(member, '/api/chat/typing', { conversationId });
    await stop('chat.typing');
    expect(response.statusCode).toBe(200);
    const typing = events.filter((event) => event.type === 'chat.typing');
    expect(typing).toHaveLength(1);
    expect(typing[0]!.userIds).toEqual([demo.userId]);
    expect(typing[0]!.payload).toEqual({ conversationId, userId: member.userId });
    expect((await post(stranger, '/api/chat/typing', { conversationId })).statusCode).toBe(404);
  });
});

describe('presence and notifications', () => {
  it('an invisible user is never shown to others as just active', async () => {
    const contactOf = async () =>
      (await get(demo, '/api/chat/contacts'))
        .json<{ contacts: Contact[] }>()
        .contacts.find((contact) => contact.id === member.userId)!;
    await t.database.db.execute(
      sql`update users set last_activity = now() - interval '2 hours' where email = 'member@keel.dev'`,
    );
    expect((await post(member, '/api/chat/status', { status: 'invisible' })).statusCode).toBe(200);
    const before = await contactOf();
    // Activity while invisible (sending writes activity) leaves "Last seen" where it was.
    await say(member, 'Quietly here');
    const after = await contactOf();
    expect(after.status).toBe('offline');
    expect(after.lastActivity).toBe(before.lastActivity);
    expect(Date.now() - Date.parse(after.lastActivity)).toBeGreaterThan(60 * 60 * 1000);
    await post(member, '/api/chat/status', { status: 'online' });
  });

  it('reading a conversation marks its notification read', async () => {
    await say(demo, 'Ping for the bell');
    const bell = async () =>
      (await get(member, '/api/notifications?page=1&pageSize=50'))
        .json<{ notifications: { link: string; isUnRead: boolean }[] }>()
        .notifications.filter((item) => item.link === `/dashboard/chat/${conversationId}`);
    expect((await bell()).some((item) => item.isUnRead)).toBe(true);
    const seen = await get(
      member,
      `/api/chat/conversation/mark-as-seen?conversationId=${conversationId}`,
    );
    expect(seen.statusCode).toBe(200);
    expect((await bell()).some((item) => item.isUnRead)).toBe(false);
  });

  it('an attachment over the limit is refused with the limit named', async () => {
    const boundary = '----keelbig';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.alloc(11 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=attachment',
      headers: { ...demo.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is larger than 10 MB');
  });
});
