// The contact inbox calls (contact.manage).
import type {
  ContactListResponse,
  ContactMessage,
  ContactReplyBody,
} from '@keel/contracts/contact-inbox';
import { http } from '../../lib/http.ts';

export interface ContactListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  status?: string;
}

export const fetchContactMessages = (query: ContactListQuery, signal?: AbortSignal) =>
  http.get<ContactListResponse>('/api/contact/messages', { query: { ...query }, signal });
export const markContactMessages = (messageIds: string[], isRead: boolean) =>
  http.post<object>('/api/contact/messages/update', { messageIds, isRead });
export const deleteContactMessages = (messageIds: string[]) =>
  http.post<object>('/api/contact/messages/delete', { messageIds });
export const replyToContactMessage = (body: ContactReplyBody) =>
  http.post<{ message: ContactMessage }>('/api/contact/messages/reply', body);
