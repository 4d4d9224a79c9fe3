// The account page's calls (docs/spec/pages.md#account /dashboard/user/account). Saved cards and the address
// book are checkout's API (GET/POST /api/account/cards…, /api/account/addresses…).
import type { AuthResponse } from '@keel/contracts/account';
import type { Address, AddressInput } from '@keel/contracts/addresses';
import type {
  AccountUpdateBody,
  BillingInvoice,
  ChangePasswordBody,
  NotificationSettings,
  PlanBody,
  SocialLinksBody,
} from '@keel/contracts/account-settings';
import type { PaymentCard, PaymentCardInput } from '@keel/contracts/payment-cards';
import type { Profile } from '@keel/contracts/profile';
import type { User } from '@keel/contracts/user';
import type { SocialLinks } from '@keel/contracts/users';
import { http } from '../../lib/http.ts';

export const accountApi = {
  profile: (signal?: AbortSignal) => http.get<{ profile: Profile }>('/api/profile', { signal }),
  update: (body: AccountUpdateBody) => http.post<{ user: User }>('/api/account/update', body),
  notificationSettings: (signal?: AbortSignal) =>
    http.get<{ notificationSettings: NotificationSettings }>('/api/account/notification-settings', {
      signal,
    }),
  saveNotificationSettings: (notificationSettings: Partial<NotificationSettings>) =>
    http.post<{ notificationSettings: NotificationSettings }>(
      '/api/account/notification-settings',
      { notificationSettings },
    ),
  socialLinks: (signal?: AbortSignal) =>
    http.get<{ socialLinks: SocialLinks }>('/api/account/social-links', { signal }),
  saveSocialLinks: (body: SocialLinksBody) =>
    http.post<{ socialLinks: SocialLinks }>('/api/account/social-links', body),
  changePassword: (body: ChangePasswordBody) =>
    http.post<AuthResponse>('/api/account/change-password', body),
  billingInvoices: (signal?: AbortSignal) =>
    http.get<{ billingInvoices: BillingInvoice[]; total: number }>(
      '/api/account/billing-invoices',
      { query: { pageSize: 24 }, signal },
    ),
  choosePlan: (body: PlanBody) =>
    http.post<{ user: User; billingInvoice: BillingInvoice | null }>('/api/account/plan', body),
  cards: (signal?: AbortSignal) =>
    http.get<{ cards: PaymentCard[] }>('/api/account/cards', { signal }),
  newCard: (card: PaymentCardInput) =>
    http.post<{ card: PaymentCard }>('/api/account/cards/new', card),
  deleteCard: (cardId: string) =>
    http.post<Record<string, never>>('/api/account/cards/delete', { cardId }),
  addresses: (signal?: AbortSignal) =>
    http.get<{ addresses: Address[] }>('/api/account/addresses', { signal }),
  newAddress: (address: AddressInput) =>
    http.post<{ address: Address }>('/api/account/addresses/new', address),
  updateAddress: (addressId: string, address: Partial<AddressInput>) =>
    http.post<{ address: Address }>('/api/account/addresses/update', { addressId, address }),
  deleteAddress: (addressId: string) =>
    http.post<Record<string, never>>('/api/account/addresses/delete', { addressId }),
};
