// Public site calls (pages.md §15): contact form, coming-soon subscription, plan upgrade.
import type { ContactBody, SubscribeBody } from '@keel/contracts/site';
import { http } from '../../lib/http.ts';

export const siteApi = {
  contact: (body: ContactBody) => http.post<{ message: string }>('/api/contact', body),
  subscribe: (body: SubscribeBody) => http.post<{ alreadySubscribed: boolean; message: string }>('/api/subscribers/new', body),
  cards: (signal?: AbortSignal) => http.get<{ cards: { id: string; cardType: string; last4: string; isDefault: boolean }[] }>('/api/account/cards', { signal }),
  upgrade: (body: { plan: string; billingCycle: 'monthly' | 'yearly'; cardId?: string }) => http.post<{ user: unknown }>('/api/account/plan', body),
};
