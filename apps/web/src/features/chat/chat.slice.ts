// The seed's chat state and transitions (docs/spec/seed.md#entities, docs/spec/seed.md#states-and-transitions): contacts, conversations, participants,
// recipients, activeConversationId, loading, error. Opening a conversation sets it active and adds
// it to the list; a missing result clears the active one; sending appends; mark-as-read sets
// unreadCount 0. Keel adds the outbox (messages not saved yet) and the live updates.
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type {
  ChatMessageEvent,
  ChatPresenceEvent,
  ChatSeenEvent,
  Contact,
  Conversation,
  Message,
  NewMessageBody,
  Participant,
} from '@keel/contracts/chat';
import { rootReducer } from '../../lib/store.ts';
import { addLoadingCases, type LoadingState } from '../../lib/slice-loading.ts';
import { chatApi } from './chat.api.ts';

export interface PendingMessage {
  tempId: string;
  /** The conversation id, or the key it was typed under (a username, 'new'). */
  key: string;
  request: NewMessageBody;
  createdAt: string;
  status: 'sending' | 'failed';
}

export interface ChatState extends LoadingState {
  contacts: { byId: Record<string, Contact>; allIds: string[] };
  /** allIds: newest activity first. */
  conversations: { byId: Record<string, Conversation>; allIds: string[] };
  participants: Participant[];
  recipients: Contact[];
  activeConversationId: string | null;
  outbox: PendingMessage[];
}

export const initialChatState: ChatState = {
  contacts: { byId: {}, allIds: [] },
  conversations: { byId: {}, allIds: [] },
  participants: [],
  recipients: [],
  activeConversationId: null,
  outbox: [],
  loading: false,
  error: null,
};

export const getContacts = createAsyncThunk(
  'chat/getContacts',
  async () => (await chatApi.contacts()).contacts,
);
export const getConversations = createAsyncThunk(
  'chat/getConversations',
  async () => (await chatApi.conversations()).conversations,
);
export const getConversation = createAsyncThunk(
  'chat/getConversation',
  async (conversationKey: string, { rejectWithValue }) => {
    try {
      return (await chatApi.conversation(conversationKey)).conversation;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
export const getOlderMessages = createAsyncThunk(
  'chat/getOlderMessages',
  async ({ conversationId, before }: { conversationId: string; before: string }) => {
    const { conversation } = await chatApi.conversation(conversationId, before);
    return { conversationId, messages: conversation?.messages ?? [] };
  },
);
export const getParticipants = createAsyncThunk(
  'chat/getParticipants',
  async (conversationKey: string) => (await chatApi.participants(conversationKey)).participants,
);
export const editMessage = createAsyncThunk(
  'chat/editMessage',
  async (body: { messageId: string; body: string }, { rejectWithValue }) => {
    try {
      return (await chatApi.edit(body)).message;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
export const deleteMessage = createAsyncThunk(
  'chat/deleteMessage',
  async (messageId: string, { rejectWithValue }) => {
    try {
      return (await chatApi.remove({ messageId })).message;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
export const markAsSeen = createAsyncThunk('chat/markAsSeen', async (conversationId: string) => {
  await chatApi.markAsSeen(conversationId);
  return conversationId;
});

function place(state: ChatState, conversation: Conversation, toTop: boolean) {
  state.conversations.byId[conversation.id] = conversation;
  const ids = state.conversations.allIds;
  const index = ids.indexOf(conversation.id);
  if (index >= 0 && !toTop) return;
  if (index >= 0) ids.splice(index, 1);
  ids.unshift(conversation.id);
}

function appendMessage(state: ChatState, conversationId: string, message: Message): boolean {
  const conversation = state.conversations.byId[conversationId];
  if (!conversation) return false;
  if (conversation.messages.some((existing) => existing.id === message.id)) return false;
  conversation.messages.push(message);
  place(state, conversation, true);
  return true;
}

function eachParticipant(
  state: ChatState,
  userId: string,
  update: (participant: Participant) => void,
) {
  for (const id of state.conversations.allIds) {
    for (const participant of state.conversations.byId[id]?.participants ?? [])
      if (participant.id === userId) update(participant);
  }
  for (const participant of state.participants) if (participant.id === userId) update(participant);
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    recipientsChanged(state, action: PayloadAction<Contact[]>) {
      state.recipients = action.payload;
    },
    activeCleared(state) {
      state.activeConversationId = null;
      state.participants = [];
    },
    messageQueued(state, action: PayloadAction<PendingMessage>) {
      state.outbox.push(action.payload);
    },
    messageFailed(state, action: PayloadAction<string>) {
      const pending = state.outbox.find((item) => item.tempId === action.payload);
      if (pending) pending.status = 'failed';
    },
    messageRetried(state, action: PayloadAction<string>) {
      const pending = state.outbox.find((item) => item.tempId === action.payload);
      if (pending) pending.status = 'sending';
    },
    /** Sending appends the saved message to its conversation (seed) and clears it from the outbox. */
    messageSent(
      state,
      action: PayloadAction<{ tempId: string; conversationId: string; message: Message }>,
    ) {
      state.outbox = state.outbox.filter((item) => item.tempId !== action.payload.tempId);
      appendMessage(state, action.payload.conversationId, action.payload.message);
      const conversation = state.conversations.byId[action.payload.conversationId];
      const me = conversation?.participants.find(
        (participant) => participant.id === action.payload.message.senderId,
      );
      if (me) me.lastReadAt = action.payload.message.createdAt;
    },
    /** A message pushed over the WebSocket; unread unless it is mine or I am looking at it. */
    messageReceived(
      state,
      action: PayloadAction<ChatMessageEvent & { myId: string; visible: boolean }>,
    ) {
      const { conversationId, message, myId, visible } = action.payload;
      if (!appendMessage(state, conversationId, message)) return;
      if (message.senderId === myId) {
        // My own message, pushed before the send call answered: it replaces its pending copy.
        const index = state.outbox.findIndex(
          (item) =>
            item.request.conversationId === conversationId &&
            (item.request.body ?? '') === message.body &&
            (item.request.contentType ?? 'text') === message.contentType,
        );
        if (index >= 0) state.outbox.splice(index, 1);
      }
      const conversation = state.conversations.byId[conversationId]!;
      if (message.senderId !== myId && !(visible && state.activeConversationId === conversationId))
        conversation.unreadCount += 1;
    },
    /** An edit or a deletion (mine, or pushed over the WebSocket): the message is replaced in place. */
    messageChanged(state, action: PayloadAction<ChatMessageEvent>) {
      const { conversationId, message } = action.payload;
      const messages = state.conversations.byId[conversationId]?.messages;
      const index = messages?.findIndex((item) => item.id === message.id) ?? -1;
      if (messages && index >= 0) messages[index] = message;
    },
    seenReceived(state, action: PayloadAction<ChatSeenEvent & { myId: string }>) {
      const { conversationId, userId, lastReadAt, myId } = action.payload;
      const conversation = state.conversations.byId[conversationId];
      if (!conversation) return;
      const participant = conversation.participants.find((item) => item.id === userId);
      if (participant) participant.lastReadAt = lastReadAt;
      if (userId === myId) conversation.unreadCount = 0;
    },
    presenceReceived(state, action: PayloadAction<ChatPresenceEvent>) {
      const { userId, status, lastActivity } = action.payload;
      const contact = state.contacts.byId[userId];
      if (contact) Object.assign(contact, { status, lastActivity });
      eachParticipant(state, userId, (participant) =>
        Object.assign(participant, { status, lastActivity }),
      );
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(getContacts.fulfilled, (state, action) => {
        state.contacts = {
          byId: Object.fromEntries(action.payload.map((contact) => [contact.id, contact])),
          allIds: action.payload.map((contact) => contact.id),
        };
      })
      .addCase(getConversations.fulfilled, (state, action) => {
        const byId: ChatState['conversations']['byId'] = {};
        for (const conversation of action.payload) {
          // The list carries the latest page; keep a conversation's loaded (longer) history when it still ends the same way.
          const known = state.conversations.byId[conversation.id];
          const last = conversation.messages.at(-1);
          const keep = known && last && known.messages.some((message) => message.id === last.id);
          byId[conversation.id] = keep
            ? { ...conversation, messages: known.messages }
            : conversation;
        }
        state.conversations = {
          byId,
          allIds: action.payload.map((conversation) => conversation.id),
        };
      })
      // Seed: opening sets it active and adds it to the list; a missing result clears the active one.
      .addCase(getConversation.fulfilled, (state, action) => {
        if (!action.payload) {
          state.activeConversationId = null;
          return;
        }
        place(state, action.payload, false);
        state.activeConversationId = action.payload.id;
      })
      .addCase(getConversation.rejected, (state) => {
        state.activeConversationId = null;
      })
      .addCase(getOlderMessages.fulfilled, (state, action) => {
        const conversation = state.conversations.byId[action.payload.conversationId];
        if (!conversation) return;
        const known = new Set(conversation.messages.map((message) => message.id));
        conversation.messages.unshift(
          ...action.payload.messages.filter((message) => !known.has(message.id)),
        );
      })
      .addCase(editMessage.fulfilled, (state, action) =>
        chatSlice.caseReducers.messageChanged(state, {
          type: '',
          payload: { conversationId: action.payload.conversationId, message: action.payload },
        }),
      )
      .addCase(deleteMessage.fulfilled, (state, action) =>
        chatSlice.caseReducers.messageChanged(state, {
          type: '',
          payload: { conversationId: action.payload.conversationId, message: action.payload },
        }),
      )
      .addCase(getParticipants.fulfilled, (state, action) => {
        state.participants = action.payload;
      })
      // Seed: marking as read sets unreadCount to 0.
      .addCase(markAsSeen.fulfilled, (state, action) => {
        const conversation = state.conversations.byId[action.payload];
        if (conversation) conversation.unreadCount = 0;
      });
    addLoadingCases(builder, getContacts, getConversations, getConversation);
  },
  selectors: {
    selectChat: (state) => state,
  },
});

export const {
  recipientsChanged,
  activeCleared,
  messageQueued,
  messageFailed,
  messageRetried,
  messageSent,
  messageReceived,
  messageChanged,
  seenReceived,
  presenceReceived,
} = chatSlice.actions;

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the store's documented way to type a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

export const injectedChatSlice = chatSlice.injectInto(rootReducer);
export const { selectChat } = injectedChatSlice.selectors;

export function totalUnread(state: Pick<ChatState, 'conversations'>): number {
  return state.conversations.allIds.reduce(
    (sum, id) => sum + (state.conversations.byId[id]?.unreadCount ?? 0),
    0,
  );
}
