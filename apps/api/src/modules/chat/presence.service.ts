// Presence: which users are connected (one chat_connections row per open socket, kept fresh by the
// heartbeat), when they were last active, and a `chat.presence` event to everyone when the status
// others see changes (connect, last disconnect, idle, status choice).
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  IDLE_AFTER_MS,
  type ChatPresenceEvent,
  type ContactStatus,
} from '@keel/contracts/chat';
import { BROADCAST } from '@keel/contracts/realtime';
import { chatConnections } from '@keel/db/schema/chat';
import { users } from '@keel/db/schema/users';
import type { ConnectionEvent } from '../../plugins/websocket.ts';
import { CONNECTION_STALE_MS, contactColumns, statusOf } from './chat.mapper.ts';

// Activity is written at most this often per user: enough for "idle after 5 minutes".
const ACTIVITY_WRITE_MS = 60_000;

export function createPresenceService(app: Pick<FastifyInstance, 'db' | 'events' | 'log'>) {
  const { db } = app;
  /** The status this process last announced per user it has sockets for. */
  const announced = new Map<string, ContactStatus>();
  const lastWrite = new Map<string, number>();
  const localUsers = new Map<string, number>();

  const contactById = db
    .select(contactColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('presence_contact');

  async function announce(userId: string, force = false) {
    const [row] = await contactById.execute({ id: userId });
    if (!row) return;
    const status = statusOf(row);
    if (!force && announced.get(userId) === status) return;
    if (localUsers.has(userId)) announced.set(userId, status);
    else announced.delete(userId);
    const payload: ChatPresenceEvent = {
      userId,
      status,
      lastActivity: row.lastActivity.toISOString(),
    };
    await app.events.publish({ userIds: [BROADCAST], type: CHAT_EVENTS.presence, payload });
  }

  async function touch(userId: string, force = false) {
    const now = Date.now();
    if (!force && now - (lastWrite.get(userId) ?? 0) < ACTIVITY_WRITE_MS) return;
    lastWrite.set(userId, now);
    // Invisible means invisible: others' "Last seen" stays where it was when the user hid (issue 19).
    await db
      .update(users)
      .set({ lastActivity: new Date(now) })
      .where(and(eq(users.id, userId), ne(users.presence, 'invisible')));
  }

  return {
    touch,
    /** After the user picks online/away/busy/invisible. */
    statusChanged: (userId: string) => announce(userId, true),

    async onConnection(event: ConnectionEvent) {
      switch (event.kind) {
        case 'open':
          localUsers.set(event.userId, (localUsers.get(event.userId) ?? 0) + 1);
          await db.insert(chatConnections).values({ id: event.connectionId, userId: event.userId });
          await touch(event.userId, true);
          await announce(event.userId);
          break;
        case 'close': {
          const left = (localUsers.get(event.userId) ?? 1) - 1;
          if (left > 0) localUsers.set(event.userId, left);
          else localUsers.delete(event.userId);
          await db.delete(chatConnections).where(eq(chatConnections.id, event.connectionId));
          await touch(event.userId, true);
          await announce(event.userId);
          if (left <= 0) lastWrite.delete(event.userId);
          break;
        }
        case 'activity':
          await touch(event.userId);
          if (announced.get(event.userId) === 'offline') await announce(event.userId);
          break;
        case 'heartbeat': {
          if (event.connectionIds.length > 0) {
            await db
              .update(chatConnections)
              .set({ seenAt: new Date() })
              .where(inArray(chatConnections.id, event.connectionIds));
          }
          // Rows a crashed process left behind stop counting after CONNECTION_STALE_MS; tidy them later.
          await db
            .delete(chatConnections)
            .where(lt(chatConnections.seenAt, new Date(Date.now() - 10 * CONNECTION_STALE_MS)));
          // Users whose tab stayed open but who stopped doing anything become offline for others.
          const idleSince = Date.now() - IDLE_AFTER_MS;
          for (const userId of localUsers.keys()) {
            if (
              announced.get(userId) !== 'offline' &&
              (lastWrite.get(userId) ?? Date.now()) < idleSince
            )
              await announce(userId);
          }
          break;
        }
      }
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
