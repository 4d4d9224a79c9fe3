// The chat calls (seed-spec §7, pages.md §6), typed from the contracts.
import type { Contact, Conversation, Message, NewMessageBody, NewMessageResponse, Participant } from '@keel/contracts/chat';
import type { PRESENCES } from '@keel/contracts/user';
import { http } from '../../lib/http.ts';

export type Presence = (typeof PRESENCES)[number];

export const chatApi = {
  contacts: () => http.get<{ contacts: Contact[] }>('/api/chat/contacts'),
  conversations: () => http.get<{ conversations: Conversation[] }>('/api/chat/conversations'),
  conversation: (conversationKey: string, before?: string) =>
    http.get<{ conversation: Conversation | null }>('/api/chat/conversation', { query: { conversationKey, before } }),
  markAsSeen: (conversationId: string) => http.get<Record<string, never>>('/api/chat/conversation/mark-as-seen', { query: { conversationId } }),
  participants: (conversationKey: string) => http.get<{ participants: Participant[] }>('/api/chat/participants', { query: { conversationKey } }),
  send: (body: NewMessageBody) => http.post<NewMessageResponse>('/api/chat/messages/new', body),
  search: (query: string, signal?: AbortSignal) => http.get<{ results: Contact[] }>('/api/chat/search', { query: { query }, signal }),
  status: (status: Presence) => http.post<{ status: Presence }>('/api/chat/status', { status }),
  unreadCount: () => http.get<{ unreadCount: number }>('/api/chat/unread-count'),
  upload: (file: File, kind: 'image' | 'attachment') => {
    const form = new FormData();
    form.append('file', file);
    return http.post<{ upload: { id: string; url: string; name: string; size: number; type: string } }>('/api/uploads', form, { query: { kind } });
  },
};

export type { Message };
