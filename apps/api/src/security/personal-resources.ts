// The personal resources the ownership probes attack: one representative per personal module,
// found among the owner's seeded data, with every way another user could try to reach it.
// Add an entry for a new personal module.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { SecurityContext, Session } from './security-context.ts';

type Probe = Omit<InjectOptions, 'headers'>;

export interface PersonalResource {
  name: string;
  /** The id of one of the owner's resources that the intruder has no share in. */
  find(context: SecurityContext, owner: Session, intruder: Session): Promise<string>;
  /** Every way the intruder could try to read or change it. */
  probes(id: string): Probe[];
  /** Statuses besides 404 that are fine here (the snapshot still proves nothing changed). */
  alsoAccepted?: number[];
}

export async function getJson<T>(
  context: SecurityContext,
  url: string,
  session: Session,
): Promise<T> {
  const response = await context.t.app.inject({ method: 'GET', url, headers: session.headers });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

export function firstId<T extends { id: string }>(
  items: T[],
  what: string,
  keep: (item: T) => boolean = () => true,
) {
  const item = items.find(keep);
  if (!item) throw new Error(`no ${what} to probe: the seed changed?`);
  return item.id;
}

// One representative resource per personal module; add a line for a new one.
export const personalResources: PersonalResource[] = [
  {
    name: 'mail',
    find: async (context, owner) =>
      firstId(
        (
          await getJson<{ mails: { id: string }[] }>(
            context,
            '/api/mail/mails?systemLabel=inbox',
            owner,
          )
        ).mails,
        'mail',
      ),
    probes: (id) => [
      { method: 'GET', url: `/api/mail/mail?mailId=${id}` },
      {
        method: 'POST',
        url: '/api/mail/update',
        payload: { mailIds: [id], changes: { isStarred: true } },
      },
      { method: 'POST', url: '/api/mail/delete', payload: { mailIds: [id] } },
      {
        method: 'POST',
        url: '/api/mail/drafts/save',
        payload: { mailId: id, subject: 'taken over' },
      },
    ],
  },
  {
    name: 'chat conversation',
    find: async (context, owner, intruder) =>
      firstId(
        (
          await getJson<{ conversations: { id: string; participants: { id: string }[] }[] }>(
            context,
            '/api/chat/conversations',
            owner,
          )
        ).conversations,
        'conversation without the intruder',
        (conversation) =>
          !conversation.participants.some((person) => person.id === intruder.userId),
      ),
    probes: (id) => [
      { method: 'GET', url: `/api/chat/conversation?conversationKey=${id}` },
      { method: 'GET', url: `/api/chat/participants?conversationKey=${id}` },
      { method: 'GET', url: `/api/chat/conversation/mark-as-seen?conversationId=${id}` },
      {
        method: 'POST',
        url: '/api/chat/messages/new',
        payload: { conversationId: id, body: 'hello' },
      },
    ],
  },
  {
    name: 'calendar event',
    find: async (context, owner) =>
      firstId(
        (await getJson<{ events: { id: string }[] }>(context, '/api/calendar/events', owner))
          .events,
        'event',
      ),
    probes: (id) => [
      {
        method: 'POST',
        url: '/api/calendar/events/update',
        payload: { eventId: id, event: { title: 'taken over' } },
      },
      { method: 'POST', url: '/api/calendar/events/delete', payload: { eventId: id } },
    ],
  },
  {
    name: 'file',
    find: async (context, owner, intruder) =>
      firstId(
        (
          await getJson<{ files: { id: string; shared: { id: string }[] }[] }>(
            context,
            '/api/files',
            owner,
          )
        ).files,
        'file not shared with the intruder',
        (file) => !file.shared.some((person) => person.id === intruder.userId),
      ),
    probes: (id) => [
      { method: 'GET', url: `/api/files/file?fileId=${id}` },
      { method: 'GET', url: `/api/files/link?fileId=${id}` },
      { method: 'GET', url: `/api/files?parentId=${id}` },
      {
        method: 'POST',
        url: '/api/files/update',
        payload: { fileId: id, file: { name: 'taken over' } },
      },
      { method: 'POST', url: '/api/files/favorite', payload: { fileId: id, isFavorited: true } },
      {
        method: 'POST',
        url: '/api/files/share',
        payload: { fileId: id, emails: ['member@keel.dev'] },
      },
      { method: 'POST', url: '/api/files/delete', payload: { fileIds: [id] } },
    ],
  },
  {
    name: 'address',
    find: async (context, owner) =>
      firstId(
        (await getJson<{ addresses: { id: string }[] }>(context, '/api/account/addresses', owner))
          .addresses,
        'address',
      ),
    probes: (id) => [
      {
        method: 'POST',
        url: '/api/account/addresses/update',
        payload: { addressId: id, address: { city: 'Elsewhere' } },
      },
      { method: 'POST', url: '/api/account/addresses/delete', payload: { addressId: id } },
    ],
  },
  {
    name: 'payment card',
    find: async (context, owner) =>
      firstId(
        (await getJson<{ cards: { id: string }[] }>(context, '/api/account/cards', owner)).cards,
        'card',
      ),
    probes: (id) => [{ method: 'POST', url: '/api/account/cards/delete', payload: { cardId: id } }],
  },
  {
    name: 'notification',
    find: async (context, owner) =>
      firstId(
        (await getJson<{ notifications: { id: string }[] }>(context, '/api/notifications', owner))
          .notifications,
        'notification',
      ),
    probes: (id) => [
      {
        method: 'POST',
        url: '/api/notifications/update',
        payload: { notificationIds: [id], isUnRead: false },
      },
    ],
  },
  {
    name: 'bank transaction',
    find: async (context, owner) =>
      firstId(
        (
          await getJson<{ transactions: { id: string }[] }>(
            context,
            '/api/banking/transactions',
            owner,
          )
        ).transactions,
        'transaction',
      ),
    probes: (id) => [
      {
        method: 'POST',
        url: '/api/banking/transactions/delete',
        payload: { transactionIds: [id] },
      },
    ],
  },
];
