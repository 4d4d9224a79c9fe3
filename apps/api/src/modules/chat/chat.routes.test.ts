import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Conversation, Participant } from '@keel/contracts/chat';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let contacts: Contact[];
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
  contacts = (await get(demo, '/api/chat/contacts')).json().contacts;
});
afterAll(async () => t.close());

type Session = typeof demo;
const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const conversations = async (who: Session) =>
  (await get(who, '/api/chat/conversations')).json<{ conversations: Conversation[] }>()
    .conversations;
const conversation = async (who: Session, key: string) =>
  (await get(who, `/api/chat/conversation?conversationKey=${encodeURIComponent(key)}`)).json<{
    conversation: Conversation | null;
  }>().conversation;
const signInAs = async (contact: Contact) => signIn(t.app, contact.email);

describe('contacts and search', () => {
  it('lists the other active users with a status, me excluded', async () => {
    expect(contacts.length).toBeGreaterThan(40);
    expect(contacts.some((contact) => contact.id === demo.userId)).toBe(false);
    const lucian = contacts.find((contact) => contact.email === 'member@keel.dev')!;
    expect(lucian).toMatchObject({
      username: 'lucian-obrien',
      name: "Lucian O'Brien",
      role: 'Product designer',
      phone: '+353 1 555 0199',
    });
    expect(lucian.address).toContain('Dublin');
    // Nobody has a socket open in this test, so everyone reads as offline.
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(['offline']));
  });

  it('searches contacts by name, e-mail or username', async () => {
    const response = await get(demo, '/api/chat/search?query=lucian');
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((contact: Contact) => contact.email)).toEqual([
      'member@keel.dev',
    ]);
    expect((await get(member, '/api/chat/search?query=lucian')).json().results).toEqual([]);
  });

  it('requires a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/chat/contacts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('conversations', () => {
  it('lists my conversations newest first with their latest messages and unread counts', async () => {
    const list = await conversations(demo);
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(
      list.every((item) => item.participants.some((participant) => participant.id === demo.userId)),
    ).toBe(true);
    expect(list.every((item) => item.messages.length >= 1 && item.messages.length <= 50)).toBe(
      true,
    );
    const times = list.map((item) => item.messages.at(-1)!.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.some((item) => item.unreadCount > 0)).toBe(true);
    expect(list.some((item) => item.type === 'GROUP')).toBe(true);
  });

  it('opens a conversation by id or by contact username, only for participants', async () => {
    const first = (await conversations(demo))[0]!;
    const full = await conversation(demo, first.id);
    expect(full!.id).toBe(first.id);
    expect(full!.messages.at(-1)!.id).toBe(first.messages.at(-1)!.id);
    // The list carries what the conversation answer carries (issue 19: the Minimal front end shows
    // a conversation from whichever answer came last).
    for (const item of (await conversations(demo)).slice(0, 5)) {
      const one = (await conversation(demo, item.id))!;
      expect(item.messages.map((message) => message.id)).toEqual(
        one.messages.map((message) => message.id),
      );
    }
    const times = full!.messages.map((message) => message.createdAt);
    expect([...times].sort()).toEqual(times);

    const direct = await conversation(demo, 'lucian-obrien');
    expect(direct).toMatchObject({ type: 'ONE_TO_ONE' });
    expect(direct!.participants.map((participant) => participant.id).sort()).toEqual(
      [demo.userId, member.userId].sort(),
    );

    const outsider = contacts.find(
      (contact) => !first.participants.some((participant) => participant.id === contact.id),
    )!;
    const stranger = await signInAs(outsider);
    const denied = await get(stranger, `/api/chat/conversation?conversationKey=${first.id}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('Conversation not found');
    expect(
      (await get(stranger, `/api/chat/participants?conversationKey=${first.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(stranger, `/api/chat/conversation/mark-as-seen?conversationId=${first.id}`))
        .statusCode,
    ).toBe(404);

    const unknown = await get(demo, '/api/chat/conversation?conversationKey=nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unable to find the contact');
    expect(
      (await get(demo, '/api/chat/conversation?conversationKey=jaydon-frankie')).statusCode,
    ).toBe(404);
    expect((await get(demo, '/api/chat/conversation')).statusCode).toBe(400);
  });

  it('pages older messages with before', async () => {
    const longest = (await conversations(demo))[0]!;
    const latest = (await conversation(demo, longest.id))!;
    const oldest = latest.messages[0]!;
    const older = await get(
      demo,
      `/api/chat/conversation?conversationKey=${longest.id}&before=${latest.messages.at(-1)!.id}`,
    );
    const olderMessages = older.json().conversation.messages as { id: string; createdAt: string }[];
    expect(olderMessages.length).toBe(Math.min(50, latest.messages.length - 1));
    expect(olderMessages[0]!.id).toBe(oldest.id);
    expect(
      (await get(demo, `/api/chat/conversation?conversationKey=${longest.id}&before=nope`))
        .statusCode,
    ).toBe(400);
  });

  it('answers null for a contact I have not talked with, whose participants are that contact', async () => {
    const list = await conversations(demo);
    const talked = new Set(
      list.flatMap((item) => item.participants.map((participant) => participant.id)),
    );
    const newcomer = contacts.find((contact) => !talked.has(contact.id))!;
    expect(await conversation(demo, newcomer.username)).toBeNull();
    const participants = (
      await get(demo, `/api/chat/participants?conversationKey=${newcomer.username}`)
    ).json().participants;
    expect(participants).toEqual([
      expect.objectContaining({ id: newcomer.id, username: newcomer.username, lastReadAt: null }),
    ]);
  });

  it('lists the participants of a conversation without me', async () => {
    const group = (await conversations(demo)).find((item) => item.type === 'GROUP')!;
    const participants: Participant[] = (
      await get(demo, `/api/chat/participants?conversationKey=${group.id}`)
    ).json().participants;
    expect(participants.length).toBe(group.participants.length - 1);
    expect(participants.some((participant) => participant.id === demo.userId)).toBe(false);
  });
});

describe('reading and sending', () => {
  it('marks a conversation seen: unread drops to 0 and the others see my read time', async () => {
    const unread = (await conversations(demo)).find((item) => item.unreadCount > 0)!;
    const response = await get(
      demo,
      `/api/chat/conversation/mark-as-seen?conversationId=${unread.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const after = (await conversations(demo)).find((item) => item.id === unread.id)!;
    expect(after.unreadCount).toBe(0);
    const me = after.participants.find((participant) => participant.id === demo.userId)!;
    expect(Date.parse(me.lastReadAt!)).toBeGreaterThanOrEqual(
      Date.parse(unread.messages.at(-1)!.createdAt),
    );
    expect(
      (await get(demo, '/api/chat/conversation/mark-as-seen?conversationId=nope')).statusCode,
    ).toBe(400);
  });

  it('appends a message, counts it unread for the others and notifies them once per conversation', async () => {
    const direct = (await conversation(demo, 'lucian-obrien'))!;
    await get(member, `/api/chat/conversation/mark-as-seen?conversationId=${direct.id}`);
    for (const body of ['First ping', 'Second ping']) {
      const response = await post(demo, '/api/chat/messages/new', {
        conversationId: direct.id,
        body,
        contentType: 'text',
        attachments: [],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        conversationId: direct.id,
        message: { body, senderId: demo.userId, contentType: 'text', conversationId: direct.id },
      });
    }
    const unreadTotal = async (who: Session) =>
      (await get(who, '/api/chat/unread-count')).json().unreadCount as number;
    const memberConversations = await conversations(member);
    const seenByMember = memberConversations.find((item) => item.id === direct.id)!;
    expect(seenByMember.unreadCount).toBe(2);
    expect(await unreadTotal(member)).toBe(
      memberConversations.reduce((sum, item) => sum + item.unreadCount, 0),
    );
    expect(seenByMember.messages.at(-1)!.body).toBe('Second ping');
    expect((await conversations(member))[0]!.id).toBe(direct.id);
    expect((await conversations(demo)).find((item) => item.id === direct.id)!.unreadCount).toBe(0);
    const bell = (await get(member, '/api/notifications?pageSize=20')).json().notifications as {
      title: string;
      description: string;
      link: string;
      isUnRead: boolean;
    }[];
    const chatNotes = bell.filter(
      (note) => note.link === `/dashboard/chat/${direct.id}` && note.isUnRead,
    );
    expect(chatNotes).toEqual([
      expect.objectContaining({
        title: 'New message from Jaydon Frankie',
        description: 'Second ping',
      }),
    ]);
  });

  it('creates the one-to-one conversation with the first message, once', async () => {
    const list = await conversations(member);
    const talked = new Set(
      list.flatMap((item) => item.participants.map((participant) => participant.id)),
    );
    const newcomer = contacts.find(
      (contact) => !talked.has(contact.id) && contact.id !== member.userId,
    )!;
    const first = await post(member, '/api/chat/messages/new', {
      recipientIds: [newcomer.id],
      body: 'Hello there',
    });
    expect(first.statusCode).toBe(200);
    const { conversationId } = first.json();
    const again = await post(member, '/api/chat/messages/new', {
      recipientIds: [newcomer.id, member.userId],
      body: 'Me again',
    });
    expect(again.json().conversationId).toBe(conversationId);
    const other = await signInAs(newcomer);
    const seen = await conversation(other, 'lucian-obrien');
    expect(seen).toMatchObject({ id: conversationId, type: 'ONE_TO_ONE', unreadCount: 2 });
    expect(seen!.messages.map((message) => message.body)).toEqual(['Hello there', 'Me again']);
  });

  it('makes a group from several recipients', async () => {
    const [a, b] = contacts.filter((contact) => contact.id !== member.userId);
    const response = await post(demo, '/api/chat/messages/new', {
      recipientIds: [a!.id, b!.id],
      body: 'Welcome to the group',
    });
    expect(response.statusCode).toBe(200);
    const group = await conversation(demo, response.json().conversationId);
    expect(group).toMatchObject({ type: 'GROUP', unreadCount: 0 });
    expect(group!.participants.map((participant) => participant.id).sort()).toEqual(
      [demo.userId, a!.id, b!.id].sort(),
    );
    expect((await conversation(await signInAs(a!), group!.id))!.unreadCount).toBe(1);
  });

  it('rejects bad messages with 400 and stores nothing; strangers get 404', async () => {
    const direct = (await conversation(demo, 'lucian-obrien'))!;
    const cases: [object, string][] = [
      [{ conversationId: direct.id, body: '   ' }, 'Message is required'],
      [
        { conversationId: direct.id, body: 'x'.repeat(5001) },
        'Message must be at most 5,000 characters',
      ],
      [{ body: 'Hi' }, 'Choose at least one contact'],
      [{ recipientIds: [demo.userId], body: 'Hi' }, 'Choose at least one contact'],
      [
        { conversationId: direct.id, body: 'http://evil.example/x.png', contentType: 'image' },
        'Image must be an uploaded image',
      ],
      [
        { conversationId: direct.id, body: 'x', contentType: 'video' },
        expect.any(String) as unknown as string,
      ],
      [{ conversationId: 'nope', body: 'x' }, 'Must be a valid id'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(demo, '/api/chat/messages/new', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    expect((await conversation(demo, direct.id))!.messages.at(-1)!.id).toBe(
      direct.messages.at(-1)!.id,
    );
    const outsider = await signInAs(
      contacts.find(
        (contact) =>
          contact.id !== member.userId && !direct.participants.some((p) => p.id === contact.id),
      )!,
    );
    expect(
      (
        await post(outsider, '/api/chat/messages/new', {
          conversationId: direct.id,
          body: 'Let me in',
        })
      ).statusCode,
    ).toBe(404);
    const ghost = await post(demo, '/api/chat/messages/new', {
      recipientIds: ['00000000-0000-4000-8000-000000000000'],
      body: 'Hi',
    });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().message).toBe('Unable to find the contact');
  });
});

describe('status', () => {
  it('sets my status, shown in my account', async () => {
    const response = await post(member, '/api/chat/status', { status: 'busy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'busy' });
    expect((await get(member, '/api/account/my-account')).json().user.presence).toBe('busy');
    const bad = await post(member, '/api/chat/status', { status: 'sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be online, away, busy or invisible');
    await post(member, '/api/chat/status', { status: 'online' });
  });
});
