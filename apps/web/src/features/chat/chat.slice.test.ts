import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Conversation, Message, Participant } from '@keel/contracts/chat';
import { makeStore } from '../../lib/store.ts';
import {
  chatSlice,
  getConversation,
  getConversations,
  initialChatState,
  markAsSeen,
  messageFailed,
  messageQueued,
  messageChanged,
  messageReceived,
  messageSent,
  presenceReceived,
  seenReceived,
  selectChat,
  totalUnread,
  type ChatState,
} from './chat.slice.ts';

const reduce = chatSlice.reducer;
const ME = 'me';
const person = (id: string): Participant => ({
  id,
  username: id,
  name: id.toUpperCase(),
  avatar: null,
  role: '',
  email: `${id}@x.org`,
  phone: '',
  address: '',
  status: 'offline',
  lastActivity: '2026-01-01T00:00:00.000Z',
  lastReadAt: null,
});
const message = (id: string, conversationId = 'c1', senderId = 'ann'): Message => ({
  id,
  conversationId,
  senderId,
  body: `text ${id}`,
  contentType: 'text',
  attachments: [],
  createdAt: `2026-01-01T00:00:${id.padStart(2, '0').slice(-2)}.000Z`,
  editedAt: null,
  deletedAt: null,
});
const conversation = (id: string, messages: Message[] = [], unreadCount = 0): Conversation => ({
  id,
  type: 'ONE_TO_ONE',
  participants: [person(ME), person('ann')],
  messages,
  unreadCount,
});
const withConversations = (...conversations: Conversation[]): ChatState =>
  reduce(initialChatState, { type: getConversations.fulfilled.type, payload: conversations });

describe('chat reducer (seed transitions)', () => {
  it('opening a conversation sets it active and adds it to the list', () => {
    const state = reduce(withConversations(conversation('c1')), {
      type: getConversation.fulfilled.type,
      payload: conversation('c2', [message('1', 'c2')]),
    });
    expect(state.activeConversationId).toBe('c2');
    expect(state.conversations.allIds).toEqual(['c2', 'c1']);
    expect(state.conversations.byId.c2!.messages).toHaveLength(1);
  });

  it('a missing result clears the active one', () => {
    let state = reduce(withConversations(conversation('c1')), {
      type: getConversation.fulfilled.type,
      payload: conversation('c1'),
    });
    state = reduce(state, { type: getConversation.fulfilled.type, payload: null });
    expect(state.activeConversationId).toBeNull();
    state = reduce(
      { ...state, activeConversationId: 'c1' },
      {
        type: getConversation.rejected.type,
        payload: { message: 'Conversation not found' },
        error: {},
      },
    );
    expect(state.activeConversationId).toBeNull();
    expect(state.error).toBe('Conversation not found');
  });

  it('sending a message appends it to that conversation and clears the outbox', () => {
    let state = withConversations(conversation('c0'), conversation('c1', [message('1')]));
    state = reduce(
      state,
      messageQueued({
        tempId: 't1',
        key: 'c1',
        request: { conversationId: 'c1', body: 'hi' },
        createdAt: '',
        status: 'sending',
      }),
    );
    state = reduce(state, messageFailed('t1'));
    expect(state.outbox[0]!.status).toBe('failed');
    state = reduce(
      state,
      messageSent({ tempId: 't1', conversationId: 'c1', message: message('2', 'c1', ME) }),
    );
    expect(state.outbox).toEqual([]);
    expect(state.conversations.byId.c1!.messages.map((item) => item.id)).toEqual(['1', '2']);
    expect(state.conversations.allIds[0]).toBe('c1');
    expect(
      state.conversations.byId.c1!.participants.find((item) => item.id === ME)!.lastReadAt,
    ).toBe(message('2').createdAt);
  });

  it('marking as read sets unreadCount to 0', () => {
    const state = reduce(withConversations(conversation('c1', [], 4)), {
      type: markAsSeen.fulfilled.type,
      payload: 'c1',
    });
    expect(state.conversations.byId.c1!.unreadCount).toBe(0);
  });
});

describe('chat reducer (live updates)', () => {
  it('counts a pushed message unread unless it is mine or on screen', () => {
    let state = withConversations(conversation('c1'));
    state = reduce(
      state,
      messageReceived({ conversationId: 'c1', message: message('1'), myId: ME, visible: true }),
    );
    expect(state.conversations.byId.c1!.unreadCount).toBe(1);
    state = { ...state, activeConversationId: 'c1' };
    state = reduce(
      state,
      messageReceived({ conversationId: 'c1', message: message('2'), myId: ME, visible: true }),
    );
    state = reduce(
      state,
      messageReceived({
        conversationId: 'c1',
        message: message('3', 'c1', ME),
        myId: ME,
        visible: false,
      }),
    );
    expect(state.conversations.byId.c1!.unreadCount).toBe(1);
    state = reduce(
      state,
      messageReceived({ conversationId: 'c1', message: message('4'), myId: ME, visible: false }),
    );
    expect(state.conversations.byId.c1!.unreadCount).toBe(2);
  });

  it('replaces my pending message when the server pushes it before the send call answers', () => {
    let state = withConversations(conversation('c1'));
    state = reduce(
      state,
      messageQueued({
        tempId: 't1',
        key: 'c1',
        request: { conversationId: 'c1', body: 'text 7' },
        createdAt: '',
        status: 'sending',
      }),
    );
    state = reduce(
      state,
      messageReceived({
        conversationId: 'c1',
        message: message('7', 'c1', ME),
        myId: ME,
        visible: true,
      }),
    );
    expect(state.outbox).toEqual([]);
    state = reduce(
      state,
      messageSent({ tempId: 't1', conversationId: 'c1', message: message('7', 'c1', ME) }),
    );
    expect(state.conversations.byId.c1!.messages.map((item) => item.id)).toEqual(['7']);
  });

  it('applies read receipts and presence everywhere the user appears', () => {
    let state = withConversations(conversation('c1', [], 3));
    state = reduce(
      state,
      seenReceived({
        conversationId: 'c1',
        userId: 'ann',
        lastReadAt: '2026-02-02T00:00:00.000Z',
        myId: ME,
      }),
    );
    expect(state.conversations.byId.c1!.participants[1]!.lastReadAt).toBe(
      '2026-02-02T00:00:00.000Z',
    );
    expect(state.conversations.byId.c1!.unreadCount).toBe(3);
    state = reduce(
      state,
      seenReceived({
        conversationId: 'c1',
        userId: ME,
        lastReadAt: '2026-02-02T00:00:00.000Z',
        myId: ME,
      }),
    );
    expect(state.conversations.byId.c1!.unreadCount).toBe(0);
    state = reduce(
      state,
      presenceReceived({ userId: 'ann', status: 'busy', lastActivity: '2026-02-03T00:00:00.000Z' }),
    );
    expect(state.conversations.byId.c1!.participants[1]!.status).toBe('busy');
  });

  it('keeps a loaded history when the list refreshes with the same last message', () => {
    let state = withConversations(conversation('c1', [message('1')]));
    state = reduce(state, {
      type: getConversation.fulfilled.type,
      payload: conversation('c1', [message('0'), message('1')]),
    });
    state = reduce(state, {
      type: getConversations.fulfilled.type,
      payload: [conversation('c1', [message('1')], 0)],
    });
    expect(state.conversations.byId.c1!.messages).toHaveLength(2);
    state = reduce(state, {
      type: getConversations.fulfilled.type,
      payload: [conversation('c1', [message('5')], 1)],
    });
    expect(state.conversations.byId.c1!.messages.map((item) => item.id)).toEqual(['5']);
  });

  it("delivers every pushed message once, whatever the order and repeats, and counts the others' as unread", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), mine: fc.boolean() }), {
          maxLength: 60,
        }),
        (pushes) => {
          let state = withConversations(conversation('c1'));
          const senders = new Map<string, boolean>();
          for (const push of pushes) {
            const id = String(push.id);
            if (!senders.has(id)) senders.set(id, push.mine);
            const sender = senders.get(id) ? ME : 'ann';
            state = reduce(
              state,
              messageReceived({
                conversationId: 'c1',
                message: message(id, 'c1', sender),
                myId: ME,
                visible: false,
              }),
            );
          }
          const ids = state.conversations.byId.c1!.messages.map((item) => item.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(ids)).toEqual(new Set(senders.keys()));
          expect(state.conversations.byId.c1!.unreadCount).toBe(
            [...senders.values()].filter((mine) => !mine).length,
          );
          expect(totalUnread(state)).toBe(state.conversations.byId.c1!.unreadCount);
        },
      ),
    );
  });

  it('is injected into the app store lazily', () => {
    expect(selectChat(makeStore().getState())).toEqual(initialChatState);
  });

  it('replaces an edited or deleted message in place, keeping the order and unread count', () => {
    let state = withConversations(conversation('c1', [message('1'), message('2')], 1));
    const edited = { ...message('1'), body: 'fixed', editedAt: '2026-01-01T00:01:00.000Z' };
    state = reduce(state, messageChanged({ conversationId: 'c1', message: edited }));
    expect(state.conversations.byId.c1!.messages.map((item) => item.body)).toEqual([
      'fixed',
      'text 2',
    ]);
    const deleted = { ...message('2'), body: '', deletedAt: '2026-01-01T00:02:00.000Z' };
    state = reduce(state, messageChanged({ conversationId: 'c1', message: deleted }));
    expect(state.conversations.byId.c1!.messages[1]).toMatchObject({
      body: '',
      deletedAt: deleted.deletedAt,
    });
    expect(state.conversations.byId.c1!.unreadCount).toBe(1);
    // A change to a message or conversation not loaded here is ignored.
    const before = state;
    state = reduce(state, messageChanged({ conversationId: 'c9', message: message('9', 'c9') }));
    state = reduce(state, messageChanged({ conversationId: 'c1', message: message('9') }));
    expect(state).toEqual(before);
  });
});
